import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { retryFailedPages } from '../routes/lazyPage'
import { RouteErrorPage } from './RouteErrorPage'

interface BoundaryState {
  error: unknown
  failed: boolean
  /** The path the error happened on: navigating anywhere else clears it. */
  pathname: string
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, failed: false, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null
    // Leaving the error page: a page whose code failed to load may load now (idempotent, so a repeated render is harmless).
    if (state.failed) retryFailedPages()
    return { error: null, failed: false, pathname: props.pathname }
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}

/** A page that throws while rendering, or whose code cannot be fetched, shows the error page until the member goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <Boundary pathname={pathname}>{children}</Boundary>
}
