import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { ConsentBanner } from './ConsentBanner'

/*
 * The first visit's question, over a page of text so its place at the foot of the window shows.
 * Choices made here go to the story's action log only (onDecide), never to the browser's storage.
 */

function OverAPage({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <MemoryRouter>
        <main style={{ padding: 24, maxWidth: 720 }}>
          <h1>Move better, every day.</h1>
          <p>Short guided moves for strength, mobility and recovery, on your phone or laptop, online or off.</p>
        </main>
        {children}
      </MemoryRouter>
    </Provider>
  )
}

const meta = {
  title: 'Site/Consent banner',
  component: ConsentBanner,
  args: { onDecide: () => undefined },
  decorators: [
    (Story) => (
      <OverAPage>
        <Story />
      </OverAPage>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Accept all, Reject all (the same size and weight) and Choose. */
export const FirstVisit: Story = {}

/** "Choose": usage statistics and session snapshots, both off until ticked; snapshots need statistics. */
export const ChoosingDialog: Story = { args: { initiallyChoosing: true } }

/** At a phone's width the three buttons share one row. */
export const OnAPhone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } }, globals: { viewport: { value: 'mobile1' } } }
