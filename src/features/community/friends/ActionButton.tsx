import type { MemberCard } from '@/api/friends/friendTypes'
import { Button, type ButtonVariant } from '@/ui/button/Button'
import { memberName } from '@/shared/members/memberName'

export interface ActionButtonProps {
  /** What the button says, e.g. "Accept". */
  label: string
  /** Whose row it is: a screen reader hears "Accept Jordan Lee", not one of ten "Accept"s. */
  member: MemberCard
  variant?: ButtonVariant
  busy?: boolean
  disabled?: boolean
  onClick: () => void
}

/** A row's action, named with the member it acts on. */
export function ActionButton({ label, member, variant = 'secondary', busy, disabled, onClick }: ActionButtonProps) {
  return (
    <Button variant={variant} busy={busy} disabled={disabled} onClick={onClick} className="friends-action">
      {/* One flex item, so the button's gap does not open between the label and the hidden name. */}
      <span>
        {label} <span className="visually-hidden">{memberName(member)}</span>
      </span>
    </Button>
  )
}
