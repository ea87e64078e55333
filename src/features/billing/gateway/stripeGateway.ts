import type { PaymentGateway } from './paymentGateway'
import { StripeCardEntry } from './StripeCardEntry'

/** api builds: Stripe Elements; Stripe.js is fetched only when a card form first mounts. */
export const stripeGateway: PaymentGateway = { name: 'stripe', CardEntry: StripeCardEntry }
