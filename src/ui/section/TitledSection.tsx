import { useId, type ReactNode } from 'react'

export interface TitledSectionProps {
  title: ReactNode
  className?: string
  titleClassName?: string
  children: ReactNode
}

/** A region of a page named by its own h2, so it shows in the landmarks list under that name. */
export function TitledSection({ title, className, titleClassName, children }: TitledSectionProps) {
  const headingId = useId()
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
