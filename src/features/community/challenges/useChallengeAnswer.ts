import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import type { ChallengeSummary, ParticipationStatus } from '@/api/challenges/challengeTypes'
import { authAtom } from '@/lib/auth/authState'
import type { WriteOutcome } from '@/offline/community/communityWrites'

/** Joining or declining: the two answers a member gives a challenge (offline too, through the outbox). */
export type ChallengeAnswer = 'join' | 'decline'

export const ANSWERED_STATUS: Record<ChallengeAnswer, ParticipationStatus> = { join: 'joined', decline: 'declined' }

/** Where one challenge's answer stands while it is sent, and why it failed. */
export type AnswerState = { answer: ChallengeAnswer; status: 'busy' } | { answer: ChallengeAnswer; status: 'failed'; message: string }

/** The challenge as it reads once the answer is given: on the server, or waiting in the outbox. */
export function answered<C extends Pick<ChallengeSummary, 'my_status' | 'queued'>>(challenge: C, answer: ChallengeAnswer, outcome: WriteOutcome): C {
  return { ...challenge, my_status: ANSWERED_STATUS[answer], queued: outcome === 'queued' ? true : undefined }
}

/**
 * Sends a join or decline for the signed-in member (offline it waits in the outbox), one
 * challenge at a time, keeping each challenge's busy or failed state for its buttons.
 * `onAnswered` hears the outcome, so the page can show it without waiting for a reload.
 */
export function useChallengeAnswer(onAnswered: (challengeId: number, answer: ChallengeAnswer, outcome: WriteOutcome) => void) {
  const userId = useAtomValue(authAtom).user
  const [states, setStates] = useState<Readonly<Record<number, AnswerState>>>({})

  const set = useCallback((challengeId: number, state: AnswerState | null) => {
    setStates((current) => {
      const next = { ...current }
      if (state) next[challengeId] = state
      else delete next[challengeId]
      return next
    })
  }, [])

  const answer = async (challengeId: number, given: ChallengeAnswer) => {
    if (userId === null || states[challengeId]?.status === 'busy') return
    set(challengeId, { answer: given, status: 'busy' })
    try {
      // The write path (outbox, sync kinds) loads on the first answer, not with the page; a member
      // offline still has it, as every chunk a member page imports is precached.
      const { trackChallengeOrQueue } = await import('@/offline/community/communityWrites')
      const outcome = await trackChallengeOrQueue(challengeId, userId, given)
      set(challengeId, null)
      onAnswered(challengeId, given, outcome)
    } catch (error) {
      set(challengeId, { answer: given, status: 'failed', message: errorMessage(error) })
    }
  }

  return { states, answer: (challengeId: number, given: ChallengeAnswer) => void answer(challengeId, given) }
}
