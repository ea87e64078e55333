import { challengeMemberHandlers } from './challengeMemberHandlers'
import { challengeReadHandlers } from './challengeReadHandlers'
import { challengeWriteHandlers } from './challengeWriteHandlers'

/**
 * The challenges family of docs/product.md §7 (challenge-get, challenge, challenge/track,
 * challenge/details/{id}, challenge/invitation/{id}) and our edit (PUT challenge/{id}). Progress
 * is counted from move history on every read (mocks/community/challengeProgress.ts); no call
 * takes it as input.
 */
export const challengesHandlers = [...challengeReadHandlers, ...challengeMemberHandlers, ...challengeWriteHandlers]
