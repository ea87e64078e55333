import type { MoveDetail } from '@/api/moves/moveTypes'
import { catalogueMove, ownMove } from '../detail/moveFixtures.testing'

/** Two moves with small fake files, served by `installBrowserFakes(downloadFiles)`. */
export const squat: MoveDetail = catalogueMove
export const wallSit: MoveDetail = ownMove

export const downloadFiles = {
  [squat.video_url]: { size: 200_000, chunkSize: 10_000 },
  [squat.video_webm_url]: { size: 150_000, type: 'video/webm', chunkSize: 10_000 },
  [squat.captions_url]: { size: 200, type: 'text/vtt' },
  [squat.poster_url]: { size: 2_000, type: 'image/jpeg' },
  [wallSit.video_url]: { size: 100_000, chunkSize: 10_000 },
  [wallSit.poster_url]: { size: 2_000, type: 'image/jpeg' },
}
