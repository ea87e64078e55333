import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { trackChallenge } from '@/api/challenges/challengesApi'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { challengeSource } from '@/offline/community/communitySources'
import type { WriteOutcome } from '@/offline/community/communityWrites'
import { localToday } from '@/shared/challenges/challengeWording'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { ChallengePageView } from './ChallengePageView'
import type { ChallengeLocationState } from './ChallengesPage'
import { invitedText } from './inviteForm'
import { parseChallengeId } from './parseChallengeId'
import { answered, useChallengeAnswer, type ChallengeAnswer } from './useChallengeAnswer'

// The invitation form (and the form model and dialog it brings) loads when asked for, not with the page.
const InviteDialog = lazy(() => import('./InviteDialog').then((module) => ({ default: module.InviteDialog })))

/** The viewer's zone: the server counts "days left" on their calendar. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * /user/challenges/:id: the challenge in words, my ring, the leaderboard (final results once it is
 * over), who has not joined, and the rules. Offline it shows the saved leaderboard, marked with
 * when it was saved; joining and declining still work (the outbox sends them later).
 */
export function ChallengePage() {
  const challengeId = parseChallengeId(useParams().id)
  const location = useLocation()
  const navigate = useNavigate()
  const meId = useAtomValue(authAtom).user
  const online = useOnline()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [today] = useState(localToday)
  const [zone] = useState(viewerZone)
  const source = useMemo(() => (challengeId === null ? null : challengeSource(challengeId, zone)), [challengeId, zone])
  const remote = useRemoteData({
    key: `challenge:${challengeId ?? 'none'}`,
    load: (signal) => (source ? source.fetch(signal) : Promise.reject(new Error('No challenge'))),
    device: source ?? undefined,
    enabled: source !== null,
  })
  // A challenge just created arrives asking for its invitations (see ChallengesPage).
  const askedToInvite = (location.state as ChallengeLocationState | null)?.invite === true
  const [invitingNow, setInviting] = useState(false)
  const inviting = invitingNow || askedToInvite
  const [refresh, setRefresh] = useState<{ running: boolean; failure?: string }>({ running: false })

  const onAnswered = (id: number, answer: ChallengeAnswer, outcome: WriteOutcome) => {
    remote.update((details) => (details.challenge.id === id ? { ...details, challenge: answered(details.challenge, answer, outcome) } : details))
    if (outcome === 'sent') {
      showSnackbar({ text: answer === 'join' ? 'You joined. Every move you watch now counts.' : 'You declined the challenge.' })
      remote.refresh()
    }
  }
  const { states, answer } = useChallengeAnswer(onAnswered)

  const recount = async () => {
    if (challengeId === null || meId === null || refresh.running) return
    setRefresh({ running: true })
    try {
      await trackChallenge({ challenge_id: challengeId, user_id: meId, event: 'refresh' })
      setRefresh({ running: false })
      remote.refresh()
    } catch (failure) {
      setRefresh({ running: false, failure: errorMessage(failure) })
    }
  }

  const details = remoteData(remote.state)
  const taken = useMemo(
    () => new Set([...(details?.leaderboard.map((entry) => entry.member.id) ?? []), ...(details?.not_joined.map((member) => member.id) ?? []), ...(meId === null ? [] : [meId])]),
    [details, meId],
  )

  const closeInvite = () => {
    setInviting(false)
    // The "just created" mark has done its work: a reload or a return here should not reopen the dialog.
    if (askedToInvite) void navigate(location, { replace: true, state: null })
  }

  const invited = (count: number) => {
    closeInvite()
    showSnackbar({ text: invitedText(count) })
    remote.refresh()
  }

  return (
    <>
      <ChallengePageView
        remote={remote}
        meId={meId}
        online={online}
        today={today}
        answerState={challengeId === null ? undefined : states[challengeId]}
        onAnswer={(given) => challengeId !== null && answer(challengeId, given)}
        onInvite={() => setInviting(true)}
        onRefresh={() => void recount()}
        refreshing={refresh.running}
        refreshError={refresh.failure}
      />
      {inviting && details && details.challenge.status !== 'finished' && (
        <Suspense fallback={null}>
          <InviteDialog challenge={details.challenge} taken={taken} onInvited={invited} onCancel={closeInvite} />
        </Suspense>
      )}
    </>
  )
}
