import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { FaqPage } from './FaqPage'
import { siteStateStories } from './siteStoryStates.testing'

/** The page as the seeded CMS entries draw it, and while they load, when there are none, when they fail and offline. */
const meta = {
  title: 'Site/FAQ',
  component: FaqPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/faq']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FaqPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = siteStateStories.Loading
export const Empty: Story = siteStateStories.Empty
export const Failed: Story = siteStateStories.Failed
export const Offline: Story = siteStateStories.Offline
