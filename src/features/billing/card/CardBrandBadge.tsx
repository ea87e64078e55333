import type { CardBrand } from '@/lib/cards/cardBrand'
import { CARD_BRAND_NAMES } from '@/lib/cards/cardBrandNames'
import './cardForm.css'

/**
 * The brand recognised from the digits typed so far, shown beside the number. Announced when it
 * changes and meant to be named in the number field's aria-describedby, so it is read with it.
 */
export function CardBrandBadge({ id, brand }: { id: string; brand: CardBrand }) {
  return (
    <span id={id} className={`card-brand card-brand--${brand}`} aria-live="polite">
      {brand !== 'unknown' && (
        <>
          <span aria-hidden="true">{CARD_BRAND_NAMES[brand]}</span>
          <span className="visually-hidden">{`${CARD_BRAND_NAMES[brand]} detected`}</span>
        </>
      )}
    </span>
  )
}
