import type { ButtonHTMLAttributes, Ref } from 'react'

export interface DisclosureButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-expanded' | 'aria-controls'> {
  /** Whether what it shows is shown now. */
  expanded: boolean
  /** The id of what it shows; undefined while that is not in the page. */
  controls: string | undefined
  ref?: Ref<HTMLButtonElement>
}

/** A plain button that shows and hides a region (a sidebar, a panel, a menu), telling assistive tech which and whether. */
export function DisclosureButton({ expanded, controls, ...rest }: DisclosureButtonProps) {
  return <button {...rest} type="button" aria-expanded={expanded} aria-controls={controls} />
}
