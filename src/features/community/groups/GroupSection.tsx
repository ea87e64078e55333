import { useId, type ReactNode, type RefObject } from 'react'
import '@/ui/panel/panel.css'
import './groups.css'

export interface GroupSectionProps {
  title: ReactNode
  /** Focus lands on the heading when the row that had it goes (a removed member, say). */
  headingRef?: RefObject<HTMLHeadingElement | null>
  tone?: 'plain' | 'danger'
  children: ReactNode
}

/** A panel of the group page: a region named by its h2, which can take focus. */
export function GroupSection({ title, headingRef, tone = 'plain', children }: GroupSectionProps) {
  const headingId = useId()
  return (
    <section className={`mt-panel group-section group-section--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-panel__title group-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
