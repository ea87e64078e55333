/** How much a yearly price saves against paying monthly for twelve months. */
export interface YearlySavings {
  /** Minor units saved per year; always above zero (no savings → no object). */
  saved: number
  /** Whole months the saving is worth, when it is (near enough) a whole number of months. */
  monthsFree: number | null
  /** Rounded percentage of the twelve monthly payments. */
  percent: number
}

/** How close to a whole month a saving must be to be called "N months free" (a twentieth of a month). */
const WHOLE_MONTH_TOLERANCE = 0.05

/** Computed from the two prices of one plan; null when yearly is no cheaper. */
export function yearlySavings(monthlyAmount: number, yearlyAmount: number): YearlySavings | null {
  if (monthlyAmount <= 0) return null
  const twelveMonths = monthlyAmount * 12
  const saved = twelveMonths - yearlyAmount
  if (saved <= 0) return null
  const months = saved / monthlyAmount
  const whole = Math.round(months)
  const monthsFree = whole >= 1 && Math.abs(months - whole) < WHOLE_MONTH_TOLERANCE ? whole : null
  return { saved, monthsFree, percent: Math.round((saved / twelveMonths) * 100) }
}

/** "2 months free", or "Save 15%" when the saving is not a whole number of months. */
export function savingsText(savings: YearlySavings): string {
  if (savings.monthsFree !== null) return `${savings.monthsFree} ${savings.monthsFree === 1 ? 'month' : 'months'} free`
  return `Save ${savings.percent}%`
}
