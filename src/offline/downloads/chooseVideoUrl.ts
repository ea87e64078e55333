import type { MoveDetail } from '@/api/moves/moveTypes'

/** What a download needs of a move: its id and title for the list, and its media URLs. */
export type DownloadableMove = Pick<MoveDetail, 'id' | 'title' | 'video_url' | 'video_webm_url' | 'captions_url' | 'poster_url'>

/** `canPlayType` of a <video> element, or '' where there is none (tests, server rendering). */
export function browserCanPlay(type: string): string {
  if (typeof document === 'undefined') return ''
  return document.createElement('video').canPlayType(type)
}

/**
 * The one file this browser will play, chosen exactly as the player's <source> list is: WebM
 * (typed plain "video/webm") first when the move has one and canPlayType is not '', else MP4.
 * Only that file is stored: keeping both would double the space for a file this browser never
 * asks for. The player's source order is the contract; change both together.
 */
export function chooseVideoUrl(move: Pick<MoveDetail, 'video_url' | 'video_webm_url'>, canPlay: (type: string) => string = browserCanPlay): string {
  return move.video_webm_url && canPlay('video/webm') !== '' ? move.video_webm_url : move.video_url
}
