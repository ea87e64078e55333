import { Component, Suspense, type ReactNode } from 'react'

class DrawNothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A part of the app's frame that no page needs (the consent banner, the update prompt, the developer
 * panel): it draws nothing until its code is in, and nothing if that code cannot be fetched or it
 * fails. React unmounts the whole app for an error no boundary catches, so without this one chunk the
 * worker had not cached yet, opened offline, would leave a blank screen. React still logs the error.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <DrawNothingOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </DrawNothingOnError>
  )
}
