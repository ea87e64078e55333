import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import { memberProfile, twoFactorSetup } from './accountFixtures.testing'
import { AccountStoryFrame } from './AccountStoryFrame.testing'
import { TwoFactorSection } from './TwoFactorSection'
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog'

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.'

/** Two-factor setup with fixed answers: the same QR code and key on every visit, no sign-in needed. */
const meta = {
  title: 'Account/Two-factor setup',
  component: TwoFactorSetupDialog,
  args: { setup: twoFactorSetup, onEnabled: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <AccountStoryFrame path="/user/setting" signedIn={false}>
        <Story />
      </AccountStoryFrame>
    ),
  ],
} satisfies Meta<typeof TwoFactorSetupDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1 and 2 together: the QR code, the key in groups of four with Copy, and the code field. */
export const QrStep: Story = {}

/** A wrong code: the server's message at the field, the code kept for correcting. */
export const CodeError: Story = {
  parameters: {
    msw: [http.post('*/v2/api/lambda/2fa/authorize', () => HttpResponse.json({ error: true, message: WRONG_CODE, validation: { token: WRONG_CODE } }, { status: 400 })), ...handlers],
  },
  play: async ({ canvasElement, args }) => {
    // The dialog is modal, so it may sit outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body)
    const dialog = within(await page.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Authentication code'), '123456')
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }))
    await waitFor(() => expect(dialog.getByText(WRONG_CODE)).toBeVisible())
    await expect(dialog.getByLabelText('Authentication code')).toHaveValue('123456')
    await expect(args.onEnabled).not.toHaveBeenCalled()
  },
}

/** The settings section once two-factor is on: status, Turn off, and lost-device recovery. */
export const Enabled: StoryObj<typeof TwoFactorSection> = {
  render: () => <TwoFactorSection profile={{ ...memberProfile, two_factor_enabled: true }} onChange={() => undefined} />,
}

/** The section before setup: what two-factor is and Turn on. */
export const Off: StoryObj<typeof TwoFactorSection> = {
  render: () => <TwoFactorSection profile={memberProfile} onChange={() => undefined} />,
}
