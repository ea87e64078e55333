import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { ContactPage } from './ContactPage'
import { siteStateStories } from './siteStoryStates.testing'

/** The page as the seeded CMS entries draw it, and while they load, when there are none, when they fail and offline. */
const meta = {
  title: 'Site/Contact us',
  component: ContactPage,
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/contact-us']}>
          <Story />
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof ContactPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = siteStateStories.Loading
export const Empty: Story = siteStateStories.Empty
export const Failed: Story = siteStateStories.Failed
export const Offline: Story = siteStateStories.Offline
