import { Component, Suspense, use, type ReactNode } from 'react'
import type * as RendererModule from './RenderedHtml'
import type { RenderedHtmlProps } from './RenderedHtml'

type Renderer = typeof RendererModule

let loading: Promise<Renderer> | null = null

function loadRenderer(): Promise<Renderer> {
  if (!loading) {
    const promise: Promise<Renderer> = import('./RenderedHtml').then(
      (module) => {
        // Marked settled the way React reads a thenable, so use() returns the module at once, never suspending again.
        Object.assign(promise, { status: 'fulfilled', value: module })
        return module
      },
      (error: unknown) => {
        // Offline before the chunk was ever fetched: let the next page that needs it try again.
        loading = null
        throw error
      },
    )
    loading = promise
  }
  return loading
}

/**
 * Starts loading the renderer (marked + DOMPurify, about 27 KB gzip) without waiting for it. Pages
 * made of Markdown call it as they start, so it loads beside their entries; a page that may have
 * none (home) never calls it and loads it only if an entry on it turns out to need it.
 */
export function preloadRichText(): void {
  // A failure is reported where the renderer is drawn (WithoutRenderer).
  loadRenderer().catch(() => undefined)
}

function Rendered(props: RenderedHtmlProps) {
  // Always through use(), so every render calls the same hooks: once the module is in, use() returns it at once.
  const { RenderedHtml } = use(loadRenderer())
  return <RenderedHtml {...props} />
}

interface FallbackProps {
  props: RenderedHtmlProps
  children: ReactNode
}

/**
 * If the renderer cannot load (offline, never fetched), Markdown is still readable as its own
 * words, shown as text; HTML is left out rather than shown as tags.
 */
class WithoutRenderer extends Component<FallbackProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.warn('[site] the Markdown and HTML renderer could not load', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    const { kind, source, className } = this.props.props
    return kind === 'markdown' ? <div className={['cms-plain', className].filter(Boolean).join(' ')}>{source}</div> : null
  }
}

/** Markdown or HTML content, rendered and sanitised by the app's one renderer, loaded on first need. */
export function RichText(props: RenderedHtmlProps) {
  return (
    <WithoutRenderer props={props}>
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    </WithoutRenderer>
  )
}
