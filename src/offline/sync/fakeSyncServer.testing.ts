import { ApiError, TOKEN_EXPIRED } from '@/api/apiError'
import { historyBody } from './syncTransport'
import type { SyncTransport } from './writeKinds'

/** What the next request suffers. `lost`: applied, but the reply never arrives. `duplicate`: delivered twice. */
export type Fault = 'none' | 'lost' | 'server-error' | 'duplicate' | 'offline' | 'token-expired' | 'unauthorised'

export type CallKind = 'list' | 'toggle' | 'history'

type HistoryBody = ReturnType<typeof historyBody>

/**
 * A server with the real API's semantics (a toggle is a toggle; history is deduplicated by
 * client_ref) and injectable faults. Moves it does not know answer 404.
 */
export class FakeSyncServer {
  readonly favourites: Set<number>
  readonly moves: Set<number>
  /** Stored history, one per client_ref, in arrival order. */
  readonly history = new Map<string, HistoryBody>()
  /** Every delivery of a history request, repeats included. */
  readonly historyDeliveries: string[] = []
  readonly calls: string[] = []
  online = true
  /** Decides the fault of each request; the default is a healthy server. */
  faultFor: (kind: CallKind) => Fault = () => 'none'
  /** Picks which of a duplicated request's two replies the client gets. */
  pickSecondReply: () => boolean = () => false

  constructor(moves: Iterable<number>, favourites: Iterable<number> = []) {
    this.moves = new Set(moves)
    this.favourites = new Set(favourites)
  }

  readonly transport: SyncTransport = {
    getServerFavouriteIds: () => this.handle('list', () => [...this.favourites]),
    toggleFavourite: (moveId) => this.handle('toggle', () => this.toggle(moveId)),
    recordHistory: (op) => this.handle('history', () => this.record(historyBody(op))),
  }

  private toggle(moveId: number): boolean {
    this.calls.push(`toggle ${moveId}`)
    if (!this.moves.has(moveId)) throw new ApiError(404, 'Move not found.')
    if (this.favourites.has(moveId)) this.favourites.delete(moveId)
    else this.favourites.add(moveId)
    return this.favourites.has(moveId)
  }

  private record(body: HistoryBody): void {
    this.calls.push(`history ${body.client_ref}`)
    this.historyDeliveries.push(body.client_ref)
    if (!this.moves.has(body.move_id)) throw new ApiError(404, 'Move not found.')
    if (!this.history.has(body.client_ref)) this.history.set(body.client_ref, body)
  }

  private async handle<T>(kind: CallKind, apply: () => T): Promise<T> {
    // A real request never answers in the same tick; neither does this one.
    await Promise.resolve()
    if (!this.online) throw new ApiError(0, 'Network Error')
    const fault = this.faultFor(kind)
    switch (fault) {
      case 'offline':
        throw new ApiError(0, 'Network Error')
      case 'token-expired':
        throw new ApiError(401, TOKEN_EXPIRED)
      case 'unauthorised':
        throw new ApiError(401, 'Unauthorised')
      case 'server-error':
        throw new ApiError(500, 'Internal Server Error')
      case 'lost':
        apply()
        // The reply is lost either to a dropped connection or to a gateway timeout.
        throw this.pickSecondReply() ? new ApiError(504, 'Gateway Timeout') : new ApiError(0, 'Network Error')
      case 'duplicate': {
        const first = apply()
        let second: T
        try {
          second = apply()
        } catch {
          return first
        }
        return this.pickSecondReply() ? second : first
      }
      case 'none':
        return apply()
    }
  }
}
