import type { CmsEntry } from '@/api/content/contentCallTypes'
import { CmsBlock } from './CmsBlock'

interface CmsHeadingProps {
  level: 1 | 2 | 3
  entry: CmsEntry | undefined
  id?: string
  className?: string
}

/** A heading whose words are a CMS text entry; no entry (or not a text one), no empty heading. */
export function CmsHeading({ level, entry, id, className }: CmsHeadingProps) {
  if (entry?.type !== 'text') return <CmsBlock entry={entry} inline />
  const Heading = `h${level}` as const
  return (
    <Heading id={id} className={className}>
      {entry.value}
    </Heading>
  )
}
