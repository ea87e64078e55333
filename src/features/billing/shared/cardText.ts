import type { Card, CardBrand } from '@/api/payments/paymentTypes'
import { CARD_BRAND_NAMES } from '@/lib/cards/cardBrandNames'

export function brandName(brand: CardBrand): string {
  return CARD_BRAND_NAMES[brand]
}

/** "Visa ·4242": how a saved card is named everywhere (never more than the last four digits). */
export function cardLabel(card: { brand: CardBrand; last4: string }): string {
  return `${brandName(card.brand)} ·${card.last4}`
}

/** "08/27", as printed on the card. */
export function expiryText(card: Pick<Card, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`
}

export type ExpiryState = 'valid' | 'expires-soon' | 'expired'

/** Cards within this many days of their last valid day are marked "Expires soon". */
export const EXPIRES_SOON_DAYS = 60

/** A card works through the last day of its expiry month (local time, as the member reads it). */
export function expiryState(card: Pick<Card, 'exp_month' | 'exp_year'>, now: Date): ExpiryState {
  // Day 0 of the following month is the last day of the expiry month.
  const lastValidDay = new Date(card.exp_year, card.exp_month, 0, 23, 59, 59, 999)
  if (now.getTime() > lastValidDay.getTime()) return 'expired'
  const daysLeft = (lastValidDay.getTime() - now.getTime()) / 86_400_000
  return daysLeft <= EXPIRES_SOON_DAYS ? 'expires-soon' : 'valid'
}
