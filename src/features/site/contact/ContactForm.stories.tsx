import { useEffect, type ReactNode } from 'react'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { expect, userEvent, within } from 'storybook/test'
import { CONTACT_MESSAGES, tooManyContactMessages } from '@/api/contact/contactTypes'
import { appStore } from '@/lib/auth/authState'
import { handlers } from '@mocks/allHandlers'
import { CONTACT_LIMIT_PER_EMAIL, claimContactSlot } from '@mocks/contact/contactLimits'
import { CONTACT_OFFLINE_FAILURE, ContactForm } from './ContactForm'

/*
 * The contact form against the mock backend: empty, bad input, sending, sent, refused by the rate
 * limit, and offline. The robot check is the mock's stand-in box.
 */

const contactCall = '*/v3/api/custom/movetime/contact'

/** A browser that says it is offline while the story is shown (useOnline reads navigator.onLine). */
function Offline({ children }: { children: ReactNode }) {
  // Children subscribe to online/offline first (their effects run before this one), then hear it.
  useEffect(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    window.dispatchEvent(new Event('offline'))
    return () => {
      // The instance's own property goes; the browser's own answer is back.
      delete (navigator as { onLine?: boolean }).onLine
      window.dispatchEvent(new Event('online'))
    }
  }, [])
  return <>{children}</>
}

const offline: Decorator = (Story) => <Offline>{Story()}</Offline>

const meta = {
  title: 'Site/Contact form',
  component: ContactForm,
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/contact-us']}>
          <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

const MESSAGE = 'The timer on the move page keeps counting after I pause the video. Is that on purpose?'

async function fillIn(canvasElement: HTMLElement, email = 'ines.carvalho@example.com') {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText('Your name'), 'Ines Carvalho')
  await userEvent.type(canvas.getByLabelText('Email'), email)
  await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'app')
  await userEvent.type(canvas.getByLabelText('Message'), MESSAGE)
  await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }))
  await canvas.findByText('Confirmed. Thank you.')
}

export const Empty: Story = {}

export const FilledWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Your name'), 'Ines')
    await userEvent.type(canvas.getByLabelText('Email'), 'ines@example')
    await userEvent.type(canvas.getByLabelText('Message'), 'Help!')
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid)
    await expect(canvas.getByLabelText('Topic')).toHaveAccessibleDescription(CONTACT_MESSAGES.topicRequired)
    await expect(canvas.getByLabelText('Message')).toHaveValue('Help!')
  },
}

/** The server holds the answer: the button says it is sending and a second press does nothing. */
export const Sending: Story = {
  parameters: { msw: [http.post(contactCall, () => delay('infinite')), ...handlers] },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByRole('heading', { name: 'Message sent' })).toBeVisible()
    await expect(canvas.getByText(/We emailed a copy of your message to/)).toHaveTextContent('ines.carvalho@example.com')
  },
}

/** Three messages from this address this hour already: the fourth is refused, and nothing typed is lost. */
export const RateLimited: Story = {
  loaders: [
    () => {
      for (let sent = 0; sent < CONTACT_LIMIT_PER_EMAIL; sent += 1) claimContactSlot('busy.sender@example.com', `198.51.100.${sent}`)
      return {}
    },
  ],
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'busy.sender@example.com')
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(tooManyContactMessages(60))
    await expect(canvas.getByLabelText('Message')).toHaveValue(MESSAGE)
  },
}

/** No network: the form says so and keeps the message; a send that fails says it was not sent. */
export const OfflineVisitor: Story = {
  decorators: [offline],
  parameters: { msw: [http.post(contactCall, () => HttpResponse.error()), ...handlers] },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONTACT_OFFLINE_FAILURE)
    await expect(canvas.getByLabelText('Message')).toHaveValue(MESSAGE)
  },
}
