import type { ReactNode } from 'react'
import { TitledSection } from '../section/TitledSection'
import './panel.css'

export interface PanelProps {
  title: ReactNode
  children: ReactNode
  className?: string
}

/** A titled block of a page (a card): a region named by its heading. */
export function Panel({ title, children, className }: PanelProps) {
  return (
    <TitledSection className={['mt-panel', className].filter(Boolean).join(' ')} titleClassName="mt-panel__title" title={title}>
      {children}
    </TitledSection>
  )
}
