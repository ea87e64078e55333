import { useRef, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import type { CardToken } from '@/api/payments/paymentTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { CardEntryError, type CardEntryHandle } from '../gateway/paymentGateway'
import { CardForm, type CardFormProps } from './CardForm'
import { cardMessages, type CardFormValues } from './validateCard'

/** Stripe's published test numbers, one per brand, with a future expiry (12/34). */
const filled = (number: string, cvc = '123'): Partial<CardFormValues> => ({ number, expiry: '1234', cvc, name: 'Mia Jensen' })

const visa = filled('4242424242424242')

/** The card form as a payment page uses it: inside the page's form, tokenized on submit. */
function PayHarness(props: Omit<CardFormProps, 'ref'>) {
  const entry = useRef<CardEntryHandle>(null)
  const form = useForm({ initial: {} })
  const [token, setToken] = useState<CardToken>()
  const pay = async () => {
    setToken(undefined)
    try {
      setToken(await entry.current?.tokenize())
    } catch (error) {
      // The card entry already shows its own messages; anything else shows as the form's.
      if (!(error instanceof CardEntryError)) throw error
    }
  }
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(pay)(event)} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <FormAlert>{form.formError}</FormAlert>
      <CardForm {...props} ref={entry} disabled={form.busy || props.disabled} />
      <Button type="submit" busy={form.busy}>
        Pay $9.99
      </Button>
      {token && (
        <FormAlert tone="success">
          Token {token.id} for {token.card.brand} ending {token.card.last4}
        </FormAlert>
      )}
    </form>
  )
}

const meta = {
  title: 'Billing/CardForm',
  component: PayHarness,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayHarness>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Visa: Story = { args: { initialValues: visa } }
export const Mastercard: Story = { args: { initialValues: filled('5555555555554444') } }
export const MastercardTwoSeries: Story = { args: { initialValues: filled('2223003122003222') } }
export const AmericanExpress: Story = { args: { initialValues: filled('378282246310005', '1234') } }
export const Discover: Story = { args: { initialValues: filled('6011111111111117') } }
export const DinersClub: Story = { args: { initialValues: filled('36227206271667') } }
export const DinersClubSixteenDigits: Story = { args: { initialValues: filled('3056930009020004') } }
export const JCB: Story = { args: { initialValues: filled('3566002020360505') } }
export const UnionPay: Story = { args: { initialValues: filled('6200000000000005') } }

/** Every message at once, as after pressing Pay on an empty form. */
export const EmptySubmitted: Story = { args: { validateInitially: true } }

export const IncompleteNumber: Story = { args: { initialValues: { ...visa, number: '424242424242' }, validateInitially: true } }

export const LuhnFailure: Story = { args: { initialValues: { ...visa, number: '4242424242424241' }, validateInitially: true } }

export const Expired: Story = { args: { initialValues: { ...visa, expiry: '0120' }, validateInitially: true } }

export const BadMonth: Story = { args: { initialValues: { ...visa, expiry: '1334' }, validateInitially: true } }

export const ShortSecurityCode: Story = { args: { initialValues: { ...visa, cvc: '12' }, validateInitially: true } }

export const AmexThreeDigitCode: Story = {
  args: { initialValues: filled('378282246310005', '123'), validateInitially: true },
}

export const MissingName: Story = { args: { initialValues: { ...visa, name: '' }, validateInitially: true } }

export const Disabled: Story = { args: { initialValues: visa, disabled: true } }

/** The card provider is out of reach: the reason shows above the fields, everything typed stays. */
export const ProviderUnreachable: Story = {
  args: { initialValues: visa },
  parameters: { msw: [http.post('*/__mock/card-provider/tokens', () => HttpResponse.error()), ...handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $9.99' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not reach the card provider')
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')
  },
}

/** Typed key by key: grouping, the brand badge and MM/YY appear as docs/product.md §5 says. */
export const TypingAmex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Card number'), '378282246310005')
    await expect(canvas.getByLabelText('Card number')).toHaveValue('3782 822463 10005')
    await expect(canvas.getByLabelText('Card number')).toHaveAccessibleDescription('American Express detected')
    await userEvent.type(canvas.getByLabelText('Expiry date'), '123')
    await expect(canvas.getByLabelText('Expiry date')).toHaveValue('12/3')
  },
}

/** Pay with Stripe's 4242 test card: the mock provider answers with a token. */
export const Tokenized: Story = {
  args: { initialValues: visa },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $9.99' }))
    await expect(await canvas.findByText(/ending 4242/)).toBeVisible()
  },
}

/** Pay with a Luhn-broken number: the message sits at the number and nothing is sent. */
export const LuhnFailureOnPay: Story = {
  args: { initialValues: { ...visa, number: '4242424242424241' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $9.99' }))
    await expect(canvas.getByLabelText('Card number')).toHaveAccessibleDescription(
      expect.stringContaining(cardMessages.numberInvalid),
    )
  },
}
