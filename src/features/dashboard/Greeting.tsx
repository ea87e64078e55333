import { useCallback } from 'react'
import { getUserInfo } from '@/api/moves/movesApi'
import { Button } from '@/ui/button/Button'
import { useSectionLoad } from './useSectionLoad'
import './dashboard.css'

/** The page's h1: the member's first name once known; a plain greeting until then or if it fails. */
export function Greeting() {
  const load = useCallback(async () => (await getUserInfo()).model.first_name.trim(), [])
  const { state, retry } = useSectionLoad(load)
  const name = state.kind === 'ready' && state.data ? state.data : null

  return (
    <header className="dashboard__greeting">
      <h1 className="dashboard__title">{name ? `Welcome back, ${name}` : 'Welcome back'}</h1>
      {state.kind === 'failed' && (
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
