import { useSetAtom } from 'jotai'
import { lazy, Suspense, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { challengesSource } from '@/offline/community/communitySources'
import type { WriteOutcome } from '@/offline/community/communityWrites'
import { localToday } from '@/shared/challenges/challengeWording'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { hasAnyChallenge, sortChallenges } from './challengeGroups'
import { ChallengesPageView } from './ChallengesPageView'
import { parseChallengeId } from './parseChallengeId'
import { answered, useChallengeAnswer, type ChallengeAnswer } from './useChallengeAnswer'

const loadChallenges = (signal: AbortSignal) => challengesSource.fetch(signal)

// The form (and the form model, dialog and fields it brings) loads when asked for, not with the list.
const CreateChallengeDialog = lazy(() => import('./CreateChallengeDialog').then((module) => ({ default: module.CreateChallengeDialog })))

/** What the challenge page reads from the navigation that brought it: a new challenge opens its invitations. */
export interface ChallengeLocationState {
  invite?: boolean
}

/**
 * /user/challenges: the challenges I'm in and the ones waiting for my answer, and where a new one
 * starts. `?group=<id>` (a group's "Create a challenge for this group") opens the form for it.
 */
export function ChallengesPage() {
  const [search, setSearch] = useSearchParams()
  const groupFromLink = parseChallengeId(search.get('group'))
  const [creating, setCreating] = useState(groupFromLink !== null)
  const [today] = useState(localToday)
  const listRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const remote = useRemoteData({
    key: 'challenges',
    load: loadChallenges,
    device: challengesSource,
    isEmpty: (list) => !hasAnyChallenge(sortChallenges(list)),
  })

  const onAnswered = (challengeId: number, answer: ChallengeAnswer, outcome: WriteOutcome) => {
    remote.update((list) => list.map((challenge) => (challenge.id === challengeId ? answered(challenge, answer, outcome) : challenge)))
    // The card moved between sections with its buttons: keep focus on the lists, not <body>.
    listRef.current?.focus()
    const title = remote.state.status === 'ready' ? remote.state.data.find((challenge) => challenge.id === challengeId)?.title : undefined
    if (outcome === 'sent') {
      showSnackbar({ text: answer === 'join' ? `You joined ${title ?? 'the challenge'}` : `You declined ${title ?? 'the challenge'}` })
      // The server now counts my progress and the participants: show its view.
      remote.refresh()
    }
  }
  const { states, answer } = useChallengeAnswer(onAnswered)

  const closeCreate = () => {
    setCreating(false)
    if (search.has('group')) {
      const next = new URLSearchParams(search)
      next.delete('group')
      setSearch(next, { replace: true })
    }
  }

  const created = (challenge: ChallengeSummary) => {
    setCreating(false)
    showSnackbar({ text: `${challenge.title} created. Invite people to join.` })
    const state: ChallengeLocationState = { invite: true }
    void navigate(paths.challenge(challenge.id), { state })
  }

  return (
    <>
      <ChallengesPageView
        remote={remote}
        today={today}
        answers={states}
        onAnswer={(challenge, given) => answer(challenge.id, given)}
        onCreate={() => setCreating(true)}
        listRef={listRef}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateChallengeDialog today={today} groupId={groupFromLink} onCreated={created} onCancel={closeCreate} />
        </Suspense>
      )}
    </>
  )
}
