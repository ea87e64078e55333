import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/apiError'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextField } from '@/ui/field/TextField'
import { useForm } from './useForm'
import type { SubmitAttempt } from './useIdempotencyKey'

interface Body {
  amount: string
  idempotency_key: string
  /** Made once per attempt, as a card token is. */
  token: number
}

/** A payment-like form: the body of each attempt is built once (a token), then sent. */
function PayForm({ send, makeToken }: { send: (body: Body) => Promise<void>; makeToken: () => number }) {
  const form = useForm({ initial: { amount: '10' } })
  const pay = async ({ amount }: { amount: string }, attempt: SubmitAttempt) => {
    const body = await attempt.body((idempotency_key) => ({ amount, idempotency_key, token: makeToken() }))
    await send(body)
  }
  return (
    <form aria-label="Pay" onSubmit={form.handleSubmit(pay)}>
      <TextField label="Amount" {...form.field('amount')} />
      <FormAlert>{form.formError}</FormAlert>
      {form.unsettled && <p>We could not confirm the payment.</p>}
      <Button type="submit">Pay</Button>
    </form>
  )
}

function setup(outcomes: Array<'ok' | 'network' | 'server' | 'refused'>) {
  const send = vi.fn(async (body: Body) => {
    void body
    const outcome = outcomes.shift() ?? 'ok'
    if (outcome === 'network') throw new ApiError(0, 'You appear to be offline.')
    if (outcome === 'server') throw new ApiError(503, 'Try again later.')
    if (outcome === 'refused') throw new ApiError(402, 'Your card was declined.')
  })
  let tokens = 0
  const makeToken = vi.fn(() => (tokens += 1))
  const user = userEvent.setup()
  render(<PayForm send={send} makeToken={makeToken} />)
  const pay = () => user.click(screen.getByRole('button', { name: 'Pay' }))
  const sent = (call: number) => send.mock.calls[call]?.[0]
  return { send, user, pay, sent, makeToken }
}

describe('useForm: idempotent submit', () => {
  it('resends the same key and body after a network error, and the typed values stay', async () => {
    const { pay, sent, makeToken } = setup(['network', 'ok'])
    await pay()
    expect(await screen.findByText('We could not confirm the payment.')).toBeInTheDocument()
    expect(screen.getByLabelText('Amount')).toHaveValue('10')
    await pay()
    expect(sent(1)).toEqual(sent(0))
    expect(makeToken).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('We could not confirm the payment.')).not.toBeInTheDocument()
  })

  it('resends the same key after a server error (5xx)', async () => {
    const { pay, sent } = setup(['server', 'ok'])
    await pay()
    await pay()
    expect(sent(1)?.idempotency_key).toBe(sent(0)?.idempotency_key)
  })

  it('starts a new attempt with a new key after a success', async () => {
    const { pay, sent, makeToken } = setup(['ok', 'ok'])
    await pay()
    await pay()
    expect(sent(1)?.idempotency_key).not.toBe(sent(0)?.idempotency_key)
    expect(makeToken).toHaveBeenCalledTimes(2)
  })

  it('starts a new attempt after a definitive refusal (4xx)', async () => {
    const { pay, sent } = setup(['refused', 'ok'])
    await pay()
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument()
    expect(screen.queryByText('We could not confirm the payment.')).not.toBeInTheDocument()
    await pay()
    expect(sent(1)?.idempotency_key).not.toBe(sent(0)?.idempotency_key)
  })

  it('starts a new attempt when the values are edited after a network error', async () => {
    const { pay, sent, user } = setup(['network', 'ok'])
    await pay()
    await user.type(screen.getByLabelText('Amount'), '0')
    expect(screen.queryByText('We could not confirm the payment.')).not.toBeInTheDocument()
    await pay()
    expect(sent(1)?.idempotency_key).not.toBe(sent(0)?.idempotency_key)
    expect(sent(1)?.amount).toBe('100')
  })
})
