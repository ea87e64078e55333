/** Card networks the card form and the mock provider recognise (docs/product.md §5 groups by brand). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown'
