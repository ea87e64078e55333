import { bodyCall, call, endpoint, plainCall } from '../http'
import { create, remove, update } from '../records/recordsApi'
import type { DbRecord } from '../records/recordTypes'
import type {
  MoveDetail,
  MoveDetailResponse,
  MoveHistoryResponse,
  MoveInput,
  MoveLibraryResponse,
  MoveListResponse,
  MoveStatsResponse,
  MoveSummary,
  PublicMoveListResponse,
  RecordHistoryRequest,
  RecordHistoryResponse,
  ToggleFavouriteResponse,
  UserInfoResponse,
} from './moveTypes'
import { PUBLISHED_MOVES_PATH } from './sharedMoveRequest'

const publishedMovesCall = endpoint('GET', PUBLISHED_MOVES_PATH)
const libraryCall = endpoint('GET', '/v3/api/custom/movetime/moves-lib')
const toggleFavouriteCall = endpoint('POST', '/v3/api/custom/movetime/toggle-favourite')
const moveDetailCall = endpoint('GET', '/v3/api/custom/movetime/move-detail')
const statsCall = endpoint('GET', '/v3/api/custom/movetime/get-stats/{id}')
const historyCall = endpoint('GET', '/v3/api/movetime/moves/get-move-history')

/** The generic records table members' own moves are written to. */
const MOVE_TABLE = 'move'

/** Published moves, no sign-in needed: the public move view and the home page. */
export const getPublishedMoves = (query: { id?: number; limit?: number } = {}) =>
  call<PublicMoveListResponse>(publishedMovesCall, { query })

/** The signed-in member's whole library (published moves and their own), with favourite ids. */
export const getLibrary = (signal?: AbortSignal) => call<MoveLibraryResponse>(libraryCall, { signal })

export const getMyMoves = plainCall<MoveListResponse>('GET', '/v3/api/custom/movetime/my-moves')

export const getFavouriteMoves = plainCall<MoveListResponse>('GET', '/v3/api/custom/movetime/my-favourite-moves')

/** A toggle, not a set: sending it twice flips the favourite twice. */
export const toggleFavourite = (moveId: number) =>
  call<ToggleFavouriteResponse>(toggleFavouriteCall, { body: { move_id: moveId } })

export async function getMoveDetail(id: number, signal?: AbortSignal): Promise<MoveDetail> {
  const response = await call<MoveDetailResponse>(moveDetailCall, { query: { id }, signal })
  return response.model
}

export const getUserInfo = plainCall<UserInfoResponse>('GET', '/v3/api/custom/movetime/get-userinfo')

export const getStats = (userId: number) => call<MoveStatsResponse>(statsCall, { params: { id: userId } })

export const getMoveHistory = (query: { limit?: number } = {}) => call<MoveHistoryResponse>(historyCall, { query })

export const recordMoveHistory = bodyCall<RecordHistoryRequest, RecordHistoryResponse>('PUT', '/v3/api/movetime/move-history')

/** A member's own move goes through the generic records family; the mock checks ownership. */
type MoveRecord = MoveSummary & DbRecord

export const createMove = (input: MoveInput): Promise<MoveSummary> => create<MoveRecord>(MOVE_TABLE, { ...input })

export const updateMove = (id: number, input: Partial<MoveInput>): Promise<MoveSummary> => update<MoveRecord>(MOVE_TABLE, id, { ...input })

export const deleteMove = (id: number) => remove(MOVE_TABLE, id)
