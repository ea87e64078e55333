import type { ReactNode } from 'react'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { readJson, warnCms, type CmsShape } from './cmsShapes'
import { RichText } from './RichText'

/** The server's rule for an image entry: an https link or a path of this site (no javascript:, no data:). */
const IMAGE_LINK = /^(https?:\/\/|\/)\S+$/i

export interface JsonBlock<T> {
  /** The shape the entry's JSON must have (cmsShapes.ts). */
  shape: CmsShape<T>
  render: (value: T) => ReactNode
}

export interface CmsBlockProps<T> {
  /** Missing: nothing is drawn (the text lives only in the CMS; siteContent logs the gap). */
  entry: CmsEntry | undefined
  /**
   * Bare words inside a heading, a link or a label. Such a place takes `text` entries only; a
   * block of another type there is left out and logged. Otherwise a text entry is a paragraph.
   */
  inline?: boolean
  className?: string
  /** An image entry's alt text: the sibling `<key>_alt` text entry. Without it the image is decoration. */
  alt?: CmsEntry
  /** How a `json` entry is read and drawn; without it a json entry draws nothing. */
  json?: JsonBlock<T>
}

/**
 * One CMS entry drawn by its type: `text` as React text (never HTML: `<b>` shows as those three
 * characters), `markdown` and `html` through the app's one renderer and sanitiser (loaded only when
 * such an entry is drawn), `json` through its checked shape, `image` as an image with its alt text.
 */
export function CmsBlock<T>({ entry, inline = false, className, alt, json }: CmsBlockProps<T>): ReactNode {
  if (!entry) return null
  const where = `${entry.page} › ${entry.key}`
  if (inline && entry.type !== 'text') {
    warnCms(where, `a ${entry.type} entry where only text fits; it is left out`)
    return null
  }
  switch (entry.type) {
    case 'text':
      return inline ? entry.value : <p className={className}>{entry.value}</p>
    case 'markdown':
    case 'html':
      return <RichText kind={entry.type} source={entry.value} className={className} />
    case 'image':
      return <CmsImage entry={entry} alt={alt} className={className} where={where} />
    case 'json': {
      if (!json) {
        warnCms(where, 'a json entry where the page expects no structured block; it is left out')
        return null
      }
      const value = readJson(entry.value, json.shape, where)
      return value === null ? null : json.render(value)
    }
    default:
      warnCms(where, `the type "${String((entry as CmsEntry).type)}" is not one the site draws`)
      return null
  }
}

function CmsImage({ entry, alt, className, where }: { entry: CmsEntry; alt?: CmsEntry; className?: string; where: string }) {
  const src = entry.value.trim()
  if (!IMAGE_LINK.test(src)) {
    warnCms(where, 'the image link must start with https:// or /; the image is left out')
    return null
  }
  if (!alt || alt.type !== 'text') warnCms(where, `no ${entry.key}_alt text entry; the image is drawn as decoration`)
  const text = alt?.type === 'text' ? alt.value : ''
  return <img className={className} src={src} alt={text} loading="lazy" decoding="async" />
}
