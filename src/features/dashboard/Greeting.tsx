import { profileSource } from '@/offline/sources/dashboardSources'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import './dashboard.css'

/** The page's h1: the member's first name once known; a plain greeting until then or if it fails. */
export function Greeting() {
  const { state, retry } = useRemoteData({ key: 'profile', load: profileSource.fetch, device: profileSource })
  const name = state.status === 'ready' ? state.data.first_name.trim() || null : null

  return (
    <header className="dashboard__greeting">
      <h1 className="dashboard__title">{name ? `Welcome back, ${name}` : 'Welcome back'}</h1>
      {state.status === 'error' && (
        <p className="dashboard__greeting-problem">
          Your details could not load.{' '}
          <Button variant="ghost" onClick={retry}>
            Try again
          </Button>
        </p>
      )}
    </header>
  )
}
