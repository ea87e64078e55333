import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { CONTACT_MESSAGES, tooManyContactMessages } from '@/api/contact/contactTypes'
import { CAPTCHA_REQUIRED } from '@/shared/captcha/confirmCaptcha'
import { claimContactSlot, CONTACT_LIMIT_PER_EMAIL } from '@mocks/contact/contactLimits'
import { SUPPORT_ADDRESS } from '@mocks/contact/contactMessages'
import { db } from '@mocks/db/db'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { tickCaptcha } from '@tests/support/captcha'
import { signInAsMember } from '@tests/support/memberSession'
import { mailTo } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { CONTACT_OFFLINE_FAILURE, ContactForm } from './ContactForm'

const TEXT = 'The timer on the move page keeps counting after I pause the video. Is that on purpose?'

function renderForm() {
  return renderWithRouter(<ContactForm />, { path: '/contact-us', at: '/contact-us' })
}

type User = ReturnType<typeof renderForm>['user']

async function fillIn(user: User, email = 'ines.carvalho@example.com') {
  await user.type(screen.getByLabelText('Your name'), 'Ines Carvalho')
  await user.type(screen.getByLabelText('Email'), email)
  await user.selectOptions(screen.getByLabelText('Topic'), 'app')
  await user.type(screen.getByLabelText('Message'), TEXT)
  await tickCaptcha(user)
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' })
const newMessages = () => db.contact_message.findMany((q) => q.where({ request_id: (id) => !id.startsWith('seed-') }))

async function expectTextKept(email = 'ines.carvalho@example.com') {
  expect(screen.getByLabelText('Your name')).toHaveValue('Ines Carvalho')
  expect(screen.getByLabelText('Email')).toHaveValue(email)
  expect(screen.getByLabelText('Topic')).toHaveValue('app')
  expect(screen.getByLabelText('Message')).toHaveValue(TEXT)
}

async function injectFault(mode: 'lose-response' | 'server-error') {
  await fetch(new URL('/__mock/faults', window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pathEndsWith: '/movetime/contact', mode, count: 1 }),
  })
}

describe('ContactForm', () => {
  it('names every missing field next to it, focuses the first, and sends nothing', async () => {
    const { user, container } = renderForm()
    await user.click(sendButton())
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailRequired)
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription(CONTACT_MESSAGES.topicRequired)
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGES.messageRequired))
    expect(screen.getByText(CAPTCHA_REQUIRED)).toBeInTheDocument()
    expect(screen.getByLabelText('Your name')).toHaveFocus()
    expect(newMessages()).toHaveLength(0)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('sends the message, says a copy was emailed, and support and the visitor each get a mail', async () => {
    const { user, container } = renderForm()
    expect(await seriousAxeViolations(container)).toEqual([])
    await fillIn(user)
    await user.click(sendButton())

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus()
    expect(screen.getByText(/We emailed a copy of your message to/)).toHaveTextContent('ines.carvalho@example.com')
    expect(newMessages()).toEqual([expect.objectContaining({ name: 'Ines Carvalho', topic: 'app', message: TEXT, status: 'new' })])
    expect(await mailTo(SUPPORT_ADDRESS)).toHaveLength(1)
    expect(await mailTo('ines.carvalho@example.com')).toHaveLength(1)
    expect(await seriousAxeViolations(container)).toEqual([])

    // Another message starts from the same sender with the rest cleared.
    await user.click(screen.getByRole('button', { name: 'Write another message' }))
    expect(screen.getByLabelText('Your name')).toHaveValue('Ines Carvalho')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked()
  })

  it('keeps the text and says how long to wait when the rate limit answers 429', async () => {
    for (let sent = 0; sent < CONTACT_LIMIT_PER_EMAIL; sent += 1) claimContactSlot('ines.carvalho@example.com', `192.0.2.${sent}`)
    const { user } = renderForm()
    await fillIn(user)
    await user.click(sendButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyContactMessages(60))
    await expectTextKept()
    // The robot check was spent: it asks for a new tick.
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked()
    expect(newMessages()).toHaveLength(0)
  })

  it('puts the server’s field messages at their fields and keeps the text', async () => {
    server.use(
      http.post('*/v3/api/custom/movetime/contact', () =>
        HttpResponse.json({ error: true, message: 'Please check the highlighted fields.', validation: { email: 'This address cannot receive mail.' } }, { status: 400 }),
      ),
    )
    const { user } = renderForm()
    await fillIn(user)
    await user.click(sendButton())
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This address cannot receive mail.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    await expectTextKept()
  })

  it('after a lost answer, says the message was not sent, keeps it, and the retry stores it once', async () => {
    const { user } = renderForm()
    await fillIn(user)
    await injectFault('lose-response')
    await user.click(sendButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_OFFLINE_FAILURE)
    await expectTextKept()
    // The server did store it; the answer was lost. The retry resends the same request (robot check too).
    expect(newMessages()).toHaveLength(1)
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked()

    await user.click(sendButton())
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument()
    expect(newMessages()).toHaveLength(1)
    expect(await mailTo(SUPPORT_ADDRESS)).toHaveLength(1)
  })

  it('fills in a signed-in member’s name and email', async () => {
    await signInAsMember()
    renderForm()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app'))
    expect(screen.getByLabelText('Your name')).toHaveValue('Maya Thompson')
  })
})
