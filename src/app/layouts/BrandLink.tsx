import { Link } from '@/ui/link/Link'
import './layout.css'

/** The "MoveTime" home link with its mark; the mark is decorative so the link's name is the word. */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link to={to} className="mt-brand">
      <svg className="mt-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path d="M12 9.5v13l10-6.5z" fill="var(--color-on-primary)" />
        <path d="M7 11h3M6 16h4M7 21h3" stroke="var(--color-primary-tint)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="mt-brand__name">MoveTime</span>
    </Link>
  )
}
