import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http } from 'msw'

/** Test-only helpers for the move editor's component tests. */

export function videoFile(name = 'wall-sit.mp4', type = 'video/mp4'): File {
  return new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type })
}

export function imageFile(name = 'wall-sit.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
}

export interface MoveDetails {
  title: string
  description: string
  bodyArea: string
  equipment: string
  difficulty: string
  duration: string
  visibility: 'Published' | 'Private'
}

export const wallSit: MoveDetails = {
  title: 'Wall Sit Hold',
  description: 'Back flat against the wall, knees at ninety degrees, hold.',
  bodyArea: 'Lower body',
  equipment: 'Wall',
  difficulty: 'Intermediate',
  duration: '60',
  visibility: 'Published',
}

export async function fillMoveDetails(user: UserEvent, details: MoveDetails = wallSit) {
  await user.type(screen.getByLabelText('Title'), details.title)
  await user.type(screen.getByLabelText('Description'), details.description)
  await user.selectOptions(screen.getByLabelText('Body area'), details.bodyArea)
  await user.selectOptions(screen.getByLabelText('Equipment'), details.equipment)
  await user.click(screen.getByRole('radio', { name: details.difficulty }))
  await user.type(screen.getByLabelText('Duration'), details.duration)
  await user.click(screen.getByRole('radio', { name: details.visibility }))
}

/** Uploads a video through the real mock and waits for its preview. */
export async function uploadVideo(user: UserEvent, file: File = videoFile()) {
  await user.upload(screen.getByLabelText('Video'), file)
  await screen.findByLabelText(`Preview of ${file.name}`)
}

/** Uploads a video and a poster through the real mock and waits for both previews. */
export async function uploadMedia(user: UserEvent) {
  await uploadVideo(user)
  const poster = imageFile()
  await user.upload(screen.getByLabelText('Poster image'), poster)
  await screen.findByRole('img', { name: `Poster preview: ${poster.name}` })
}

/**
 * Holds every upload until `release()`, then hands it on to the real mock handler, so a test can
 * look at the form while an upload is in progress.
 */
export function holdUploads() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const hold = async () => {
    await released
    return undefined
  }
  return {
    handlers: [http.post('*/v2/api/lambda/upload', hold), http.post('*/v2/api/lambda/s3/upload', hold)],
    release: () => release(),
  }
}
