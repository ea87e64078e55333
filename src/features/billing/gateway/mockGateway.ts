import { CardForm } from '../card/CardForm'
import type { PaymentGateway } from './paymentGateway'

/** Mock builds: our own card form (docs/product.md §5), tokens from the mock card provider. */
export const mockGateway: PaymentGateway = { name: 'mock', CardEntry: CardForm }
