import { useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { trackEvent } from '@/shared/analytics/trackEvent'
import { toggleFavouriteMove, useIsFavourite } from '@/offline/favourites/favouritesState'
import './favouriteButton.css'

export interface FavouriteButtonProps {
  moveId: number
  /** The move's title, so the button's name says which move it saves. */
  title: string
  /** "icon" on cards; "labelled" shows the words beside the heart (detail pages). */
  appearance?: 'icon' | 'labelled'
}

/** The heart: a real toggle button (aria-pressed) that updates every place the move appears. */
export function FavouriteButton({ moveId, title, appearance = 'icon' }: FavouriteButtonProps) {
  const isFavourite = useIsFavourite(moveId)
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const toggle = () => {
    trackEvent('favourite', `${isFavourite ? 'removed' : 'added'} move ${moveId}`)
    toggleFavouriteMove(moveId).catch((error: unknown) => showSnackbar({ text: errorMessage(error), status: 'error' }))
  }

  return (
    <button
      type="button"
      className={['favourite-button', `favourite-button--${appearance}`, isFavourite && 'favourite-button--on'].filter(Boolean).join(' ')}
      aria-pressed={isFavourite}
      aria-label={appearance === 'icon' ? `Favourite ${title}` : undefined}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.7-9.3C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.7 0 5.7 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {appearance === 'labelled' && <span>{isFavourite ? 'In favourites' : 'Add to favourites'}</span>}
    </button>
  )
}
