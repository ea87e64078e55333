import { bodyCall, call, endpoint, plainCall } from '../http'
import type {
  ChallengeDetailsResponse,
  ChallengeInvitationResponse,
  ChallengeResponse,
  ChallengesResponse,
  CreateChallengeBody,
  InviteToChallengeBody,
  TrackChallengeBody,
  UpdateChallengeBody,
} from './challengeTypes'

const detailsCall = endpoint('GET', '/v3/api/movetime/challenge/details/{id}')
const invitationCall = endpoint('POST', '/v3/api/movetime/challenge/invitation/{id}')
const updateCall = endpoint('PUT', '/v3/api/movetime/challenge/{id}')

export const getChallenges = plainCall<ChallengesResponse>('GET', '/v3/api/movetime/challenge-get')

/** `timeZone` decides the viewer's "days left"; the leaderboard uses each member's own days. */
export const getChallengeDetails = (challengeId: number, timeZone: string, signal?: AbortSignal) =>
  call<ChallengeDetailsResponse>(detailsCall, { params: { id: challengeId }, query: { tz: timeZone }, signal })

export const createChallenge = bodyCall<CreateChallengeBody, ChallengeResponse>('POST', '/v3/api/movetime/challenge')

export const updateChallenge = (challengeId: number, body: UpdateChallengeBody) =>
  call<ChallengeResponse>(updateCall, { params: { id: challengeId }, body })

export const trackChallenge = bodyCall<TrackChallengeBody, ChallengeResponse>('POST', '/v3/api/movetime/challenge/track')

export const inviteToChallenge = (challengeId: number, body: InviteToChallengeBody) =>
  call<ChallengeInvitationResponse>(invitationCall, { params: { id: challengeId }, body })
