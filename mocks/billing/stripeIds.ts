/** The provider's ids (cus_…, card_…, sub_…): a prefix and random letters, as Stripe issues them. */
export function stripeId(prefix: 'prod' | 'price' | 'cus' | 'card' | 'tok' | 'sub' | 'ch'): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`
}
