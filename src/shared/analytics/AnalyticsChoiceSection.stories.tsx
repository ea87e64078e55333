import { useEffect, useState, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { errorMessage } from '@/api/apiError'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { AnalyticsChoiceSection } from './AnalyticsChoiceSection'
import { forgetConsentForTests, saveConsent, type ConsentChoice } from './consent'

/*
 * Settings' analytics section against the mock backend: as a visitor, as the demo member who
 * accepted everything (withdrawing deletes their recorded visits), and with the deletion failing.
 * Each story sets the choice it starts from in this browser's storage.
 */

function Starting({ choice, member, children }: { choice: ConsentChoice | null; member: boolean; children: ReactNode }) {
  const [state, setState] = useState('preparing')
  useEffect(() => {
    let current = true
    forgetConsentForTests()
    if (choice) saveConsent(choice)
    const ready = member
      ? login({ email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password, role: 'user' }).then((answer) =>
          dispatchAuth({ type: 'LOGIN', user: answer.user_id, token: answer.token, role: answer.role }),
        )
      : Promise.resolve(dispatchAuth({ type: 'LOGOUT' }))
    ready.then(
      () => current && setState('ready'),
      (error: unknown) => current && setState(errorMessage(error)),
    )
    return () => {
      current = false
    }
  }, [choice, member])
  if (state === 'preparing') return <p role="status">Preparing the story…</p>
  if (state !== 'ready') return <p role="alert">{state}</p>
  return <>{children}</>
}

interface Args {
  choice: ConsentChoice | null
  member: boolean
}

const meta = {
  title: 'Account/Settings: analytics choice',
  args: { choice: null, member: false },
  render: ({ choice, member }) => (
    <Provider store={appStore}>
      <div style={{ padding: 24, maxWidth: 640 }}>
        <Starting choice={choice} member={member}>
          <AnalyticsChoiceSection />
        </Starting>
      </div>
    </Provider>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor who has not chosen: nothing is recorded, both boxes empty. */
export const NotChosenYet: Story = {}

/** The demo member accepted everything: unticking statistics and saving deletes their recorded visits. */
export const MemberWhoAccepted: Story = { args: { choice: { statistics: true, snapshots: true }, member: true } }

/** The same, with the server refusing the deletion: the choice holds, the message says so, the button tries again. */
export const DeletionFails: Story = {
  args: { choice: { statistics: true, snapshots: false }, member: true },
  parameters: {
    msw: [http.delete('*/v2/api/lambda/analytics/user-sessions', () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 503 })), ...handlers],
  },
}
