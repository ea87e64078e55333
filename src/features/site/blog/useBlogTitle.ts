import { useEffect } from 'react'

/**
 * The document title of a blog page that knows it only from its data (a post's title, a tag's
 * name), as the prerendered HTML has it. The route's title keeper (a parent) sets the route's
 * title in its own effect, which runs after this page's effects in the same commit; the
 * microtask runs once all of that commit's effects have, so the page's title is the one that stays.
 */
export function useBlogTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return
    document.title = title
    queueMicrotask(() => {
      document.title = title
    })
  }, [title])
}
