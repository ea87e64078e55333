import type { Meta, StoryObj } from '@storybook/react-vite'
import { appStore } from '@/lib/auth/authState'
import { installOfferAtom } from './installOffer'
import { InstallAppButton } from './InstallAppButton'

const meta = {
  title: 'App/PWA/InstallAppButton',
  component: InstallAppButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstallAppButton>

export default meta
type Story = StoryObj<typeof meta>

/** Where the browser offers installation (Chromium's beforeinstallprompt). */
export const Offered: Story = {
  beforeEach: () => {
    appStore.set(installOfferAtom, () => async () => undefined)
    return () => appStore.set(installOfferAtom, null)
  },
}
