import { useEffect, useRef } from 'react'
import { useParams } from 'react-router'
import { isBlogSlug } from '@/api/blog/blogRules'
import { preloadRichText } from '../common/RichText'
import { BlogPostView } from './BlogPostView'
import { useBlogPost } from './blogReads'

/** /blog/{slug}. A slug that cannot name a post (`/blog/Not%20a%20slug`) is the 404 page without asking. */
export function BlogPostPage() {
  const slug = useParams().slug?.toLowerCase() ?? ''
  const post = useBlogPost(isBlogSlug(slug) ? slug : '')
  useScrollToTopOnChange(slug)
  // The renderer loads beside the post, not after it.
  useEffect(() => {
    void Promise.resolve(preloadRichText()).catch(() => undefined)
  }, [])
  return <BlogPostView post={post} />
}

/** A post opened from another post's "Read next" starts at its top (the router keeps the scroll). */
function useScrollToTopOnChange(slug: string) {
  const shown = useRef(slug)
  useEffect(() => {
    if (shown.current === slug) return
    shown.current = slug
    document.getElementById('main')?.scrollIntoView?.({ block: 'start' })
  }, [slug])
}
