import { Link } from '@/ui/link/Link'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { CmsBlock } from './CmsBlock'

/** A link whose words are a CMS text entry (a button-like call to action); no words, no link. */
export function CmsLink({ entry, to, className }: { entry: CmsEntry | undefined; to: string; className?: string }) {
  if (entry?.type !== 'text') return <CmsBlock entry={entry} inline />
  return (
    <Link className={className} to={to}>
      {entry.value}
    </Link>
  )
}
