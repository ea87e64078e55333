import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { CreateGroupDialog } from './CreateGroupDialog'
import { DeleteGroupDialog } from './DeleteGroupDialog'
import { EditGroupDialog } from './EditGroupDialog'
import { newGroup, officeMovers, sunriseMembers, sunriseRunners } from './groupFixtures.testing'
import { HandOverDialog } from './HandOverDialog'

const noop = () => {}

/** The owner's dialogs on the group page, and creating a group on /user/groups. */
const meta = {
  title: 'Community/Groups/Dialogs',
  component: CreateGroupDialog,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onCreated: noop, onCancel: noop },
} satisfies Meta<typeof CreateGroupDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {}

export const Edit: Story = { render: () => <EditGroupDialog group={sunriseRunners} onSaved={noop} onCancel={noop} /> }

/** A cover the owner uploaded shows as its own choice, "Your photo". */
export const EditWithUploadedPhoto: Story = {
  render: () => <EditGroupDialog group={{ ...officeMovers, cover_url: '/mock-files/uploads/cover.jpg' }} onSaved={noop} onCancel={noop} />,
}

export const HandOver: Story = { render: () => <HandOverDialog group={sunriseRunners} members={sunriseMembers} onHandedOver={noop} onCancel={noop} /> }

/** Alone in the group: nobody to hand it to yet. */
export const HandOverNobody: Story = { render: () => <HandOverDialog group={newGroup.group} members={newGroup.members} onHandedOver={noop} onCancel={noop} /> }

export const Delete: Story = { render: () => <DeleteGroupDialog group={sunriseRunners} onDeleted={noop} onCancel={noop} /> }
