import type { ReactNode } from 'react'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { MovePhoto } from '@/shared/moves/MovePhoto'

/** The poster with a message in place of the player, the size of the player. */
export function VideoNotice({ move, children }: { move: MoveDetailOnDevice; children: ReactNode }) {
  return (
    <div className="move-video-notice" role="group" aria-label={`Video: ${move.title}`}>
      <MovePhoto move={move} className="move-video-notice__photo" loading="eager" />
      <div className="move-video-notice__body">{children}</div>
    </div>
  )
}
