import type { PaymentGateway } from './paymentGateway'

/** Loads only the implementation this build uses; api builds never contain the mock one. */
export function loadPaymentGateway(): Promise<PaymentGateway> {
  return __MOCK__
    ? import('./mockGateway').then((module) => module.mockGateway)
    : import('./stripeGateway').then((module) => module.stripeGateway)
}
