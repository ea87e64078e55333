import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStore, Provider } from 'jotai'
import { MemoryRouter } from 'react-router'
import { AccessDeniedPage } from './AccessDeniedPage'

const meta = {
  title: 'App/Errors/AccessDeniedPage',
  component: AccessDeniedPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/admin/moves']}>
          <Story />
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof AccessDeniedPage>

export default meta
type Story = StoryObj<typeof meta>

export const MemberOnAdminPage: Story = { args: { requiredRole: 'admin', currentRole: 'user' } }

export const AdminOnMemberPage: Story = { args: { requiredRole: 'user', currentRole: 'admin' } }
