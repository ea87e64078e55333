import './navBadge.css'

export interface NavBadgeCount {
  count: number
  /** Read after the link's label, e.g. "2 waiting requests" ("Friends, 2 waiting requests"). */
  description: string
}

/**
 * A count on a navigation link. The number is drawn for the eye; the description is what a screen
 * reader hears as part of the link's name. Nothing is drawn for zero.
 */
export function NavBadge({ badge, className }: { badge: NavBadgeCount; className?: string }) {
  if (badge.count <= 0) return null
  return (
    <>
      <span className={['mt-nav-badge', className].filter(Boolean).join(' ')} aria-hidden="true">
        {badge.count > 99 ? '99+' : badge.count}
      </span>
      <span className="visually-hidden">, {badge.description}</span>
    </>
  )
}
