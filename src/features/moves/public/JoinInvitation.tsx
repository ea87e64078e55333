import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'

/** After signing in, the member lands on this move in their own library. */
const signInToMovePath = (id: number) => paths.login('user', paths.moveDetail(id))

/** The visitor's way in; a signed-in member gets a link to the move in their library instead. */
export function JoinInvitation({ moveId }: { moveId: number }) {
  const auth = useAtomValue(authAtom)

  if (auth.isAuthenticated && auth.role === 'user') {
    return (
      <aside className="public-move__invite" aria-label="Your library">
        <ButtonLink to={paths.moveDetail(moveId)}>
          Open this move in your library
        </ButtonLink>
      </aside>
    )
  }

  return (
    <aside className="public-move__invite" aria-labelledby="public-move-invite">
      <h2 id="public-move-invite" className="public-move__invite-title">
        Create a free account to see the full library
      </h2>
      <p>Save favourites, add your own moves and keep track of what you have practised.</p>
      <div className="public-move__invite-actions">
        <ButtonLink to={paths.register}>
          Create a free account
        </ButtonLink>
        <ButtonLink variant="secondary" to={signInToMovePath(moveId)}>
          Sign in
        </ButtonLink>
      </div>
    </aside>
  )
}
