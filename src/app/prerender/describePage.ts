import { JSDOM } from 'jsdom'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { NOT_FOUND_TITLE } from '../routes/routeTable'
import { PRODUCT_NAME } from '../routes/routeTitle'
import { clip, SITE_NAME, type PageHead } from './pageHead'
import type { PublicPage } from './publicPages'

/** The shell's own description (index.html), for a page with no paragraph worth quoting. */
export const SITE_DESCRIPTION = 'MoveTime: exercise moves with video. Browse, play, keep favourites and train offline.'
/** The picture link previews show for pages without one of their own. */
const SITE_IMAGE = '/icons/icon-512.png'
/** Shorter paragraphs are labels, dates or eyebrows ("Last updated …"), not a summary of the page. */
const SUMMARY_MIN_LENGTH = 50

export const absoluteUrl = (path: string, siteUrl: string) => new URL(path, siteUrl).href

/** The page's first paragraph that says something: its hero text or introduction, as the CMS has it. */
export function leadParagraph(rootHtml: string): string | null {
  const { document } = new JSDOM(rootHtml).window
  for (const paragraph of document.querySelectorAll('main p')) {
    const text = (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (text.length >= SUMMARY_MIN_LENGTH) return text
  }
  return null
}

function organization(siteUrl: string): object {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', siteUrl), logo: absoluteUrl(SITE_IMAGE, siteUrl) }
}

/**
 * Title, description, canonical address, preview image and structured data of one prerendered
 * page: the title is the route table's (what the app sets), a post's comes from the post; the
 * description is a post's excerpt or the page's lead paragraph.
 */
export function describePage(page: PublicPage, rootHtml: string, siteUrl: string): PageHead {
  const canonical = absoluteUrl(page.path, siteUrl)
  const siteImage = { url: absoluteUrl(SITE_IMAGE, siteUrl), alt: `${SITE_NAME} logo` }
  const { post } = page
  if (post) {
    const description = clip(post.excerpt || leadParagraph(rootHtml) || SITE_DESCRIPTION)
    const cover = post.cover_image ? { url: absoluteUrl(post.cover_image, siteUrl), alt: post.cover_alt || post.title } : null
    return {
      title: post.title,
      description,
      canonical,
      type: 'article',
      image: cover ?? siteImage,
      largeImage: cover !== null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          url: canonical,
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
          ...(cover ? { image: [cover.url] } : {}),
          ...(post.published_at ? { datePublished: post.published_at } : {}),
          dateModified: post.updated_at,
          author: { '@type': 'Person', name: post.author.name },
          publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: siteImage.url } },
          ...(post.category ? { articleSection: post.category.name } : {}),
          ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
        },
      ],
    }
  }
  return {
    title: page.route.title ?? PRODUCT_NAME,
    description: clip(leadParagraph(rootHtml) ?? SITE_DESCRIPTION),
    canonical,
    type: 'website',
    image: siteImage,
    largeImage: false,
    jsonLd: page.path === '/' ? [organization(siteUrl)] : [],
  }
}

/** The 404 page's head: the product's texts, kept out of search results, no address of its own. */
export function notFoundHead(siteUrl: string): PageHead {
  return {
    title: NOT_FOUND_TITLE,
    description: PAGE_NOT_FOUND.text,
    canonical: null,
    type: 'website',
    image: { url: absoluteUrl(SITE_IMAGE, siteUrl), alt: `${SITE_NAME} logo` },
    largeImage: false,
    jsonLd: [],
    noindex: true,
  }
}
