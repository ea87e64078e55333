// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MOVE_LIMITS, type MoveDetail } from '@/api/moves/moveTypes'
import { emptyMoveValues, fileNameFromUrl, toMoveInput, uploadedFileFrom, valuesFromMove } from './moveFormValues'
import { MAX_UPLOAD_BYTES } from '@/api/uploads/uploadTypes'
import { pickFieldErrors } from '@/shared/form/fieldErrors'
import {
  MOVE_FIELDS,
  moveMessages,
  validateMove,
  validateMoveFile,
  type MoveFormValues,
} from './validateMove'

const valid: MoveFormValues = {
  title: 'Wall Sit Hold',
  description: 'Back flat against the wall, knees at ninety degrees, hold.',
  body_area: 'Lower body',
  equipment: 'Wall',
  difficulty: 'intermediate',
  duration_seconds: '60',
  status: 'private',
  video_url: 'http://localhost/mock-files/1/wall-sit.mp4',
  poster_url: 'http://localhost/mock-files/2/wall-sit.jpg',
}

const errorsFor = (changes: Partial<MoveFormValues>) => validateMove({ ...valid, ...changes })

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('validateMove', () => {
  it('accepts a complete move', () => {
    expect(validateMove(valid)).toEqual({})
  })

  it('reports every missing field of an empty form', () => {
    expect(validateMove({ ...emptyMoveValues, status: '' })).toEqual({
      title: moveMessages.titleRequired,
      description: moveMessages.descriptionRequired,
      body_area: moveMessages.bodyAreaRequired,
      equipment: moveMessages.equipmentRequired,
      difficulty: moveMessages.difficultyRequired,
      duration_seconds: moveMessages.durationRequired,
      status: moveMessages.statusRequired,
      video_url: moveMessages.videoRequired,
      poster_url: moveMessages.posterRequired,
    })
  })

  it('needs a title of at most the limit, ignoring surrounding spaces', () => {
    expect(errorsFor({ title: '   ' })).toEqual({ title: moveMessages.titleRequired })
    expect(errorsFor({ title: 'a'.repeat(MOVE_LIMITS.titleMax) })).toEqual({})
    expect(errorsFor({ title: `  ${'a'.repeat(MOVE_LIMITS.titleMax)}  ` })).toEqual({})
    expect(errorsFor({ title: 'a'.repeat(MOVE_LIMITS.titleMax + 1) })).toEqual({ title: moveMessages.titleTooLong })
  })

  it('needs a description of at most the limit', () => {
    expect(errorsFor({ description: '\n ' })).toEqual({ description: moveMessages.descriptionRequired })
    expect(errorsFor({ description: 'a'.repeat(MOVE_LIMITS.descriptionMax) })).toEqual({})
    expect(errorsFor({ description: 'a'.repeat(MOVE_LIMITS.descriptionMax + 1) })).toEqual({ description: moveMessages.descriptionTooLong })
  })

  it('accepts only the listed body areas, equipment, difficulties and visibilities', () => {
    expect(errorsFor({ body_area: 'Legs' as MoveFormValues['body_area'] })).toEqual({ body_area: moveMessages.bodyAreaRequired })
    expect(errorsFor({ equipment: 'Rowing machine' as MoveFormValues['equipment'] })).toEqual({ equipment: moveMessages.equipmentRequired })
    expect(errorsFor({ equipment: 'None' })).toEqual({})
    expect(errorsFor({ difficulty: 'expert' as MoveFormValues['difficulty'] })).toEqual({ difficulty: moveMessages.difficultyRequired })
    expect(errorsFor({ status: 'draft' as MoveFormValues['status'] })).toEqual({ status: moveMessages.statusRequired })
    expect(errorsFor({ status: 'published' })).toEqual({})
  })

  it('needs the duration in whole seconds within the limits', () => {
    expect(errorsFor({ duration_seconds: ' ' })).toEqual({ duration_seconds: moveMessages.durationRequired })
    expect(errorsFor({ duration_seconds: '12.5' })).toEqual({ duration_seconds: moveMessages.durationWhole })
    expect(errorsFor({ duration_seconds: '-10' })).toEqual({ duration_seconds: moveMessages.durationWhole })
    expect(errorsFor({ duration_seconds: '1e3' })).toEqual({ duration_seconds: moveMessages.durationWhole })
    expect(errorsFor({ duration_seconds: String(MOVE_LIMITS.durationMinSeconds - 1) })).toEqual({ duration_seconds: moveMessages.durationRange })
    expect(errorsFor({ duration_seconds: String(MOVE_LIMITS.durationMinSeconds) })).toEqual({})
    expect(errorsFor({ duration_seconds: String(MOVE_LIMITS.durationMaxSeconds) })).toEqual({})
    expect(errorsFor({ duration_seconds: String(MOVE_LIMITS.durationMaxSeconds + 1) })).toEqual({ duration_seconds: moveMessages.durationRange })
  })

  it('needs a video and a poster', () => {
    expect(errorsFor({ video_url: '' })).toEqual({ video_url: moveMessages.videoRequired })
    expect(errorsFor({ poster_url: ' ' })).toEqual({ poster_url: moveMessages.posterRequired })
  })
})

describe('validateMoveFile', () => {
  it('takes MP4 and WebM videos only', () => {
    expect(validateMoveFile(fileOf('clip.mp4', 'video/mp4'), 'video')).toBeUndefined()
    expect(validateMoveFile(fileOf('clip.webm', 'video/webm'), 'video')).toBeUndefined()
    expect(validateMoveFile(fileOf('clip.mov', 'video/quicktime'), 'video')).toBe(moveMessages.videoType)
    expect(validateMoveFile(fileOf('photo.jpg', 'image/jpeg'), 'video')).toBe(moveMessages.videoType)
  })

  it('falls back to the extension when the system gives no type', () => {
    expect(validateMoveFile(fileOf('clip.MP4', ''), 'video')).toBeUndefined()
    expect(validateMoveFile(fileOf('clip.avi', ''), 'video')).toBe(moveMessages.videoType)
    expect(validateMoveFile(fileOf('poster.png', ''), 'poster')).toBeUndefined()
    expect(validateMoveFile(fileOf('notes.txt', ''), 'poster')).toBe(moveMessages.posterType)
  })

  it('takes a JPEG, PNG or WebP image as a poster, the kinds the server accepts', () => {
    expect(validateMoveFile(fileOf('poster.webp', 'image/webp'), 'poster')).toBeUndefined()
    expect(validateMoveFile(fileOf('poster.jpg', 'image/jpeg'), 'poster')).toBeUndefined()
    expect(validateMoveFile(fileOf('clip.mp4', 'video/mp4'), 'poster')).toBe(moveMessages.posterType)
    expect(validateMoveFile(fileOf('drawing.svg', 'image/svg+xml'), 'poster')).toBe(moveMessages.posterType)
    expect(validateMoveFile(fileOf('anim.gif', 'image/gif'), 'poster')).toBe(moveMessages.posterType)
  })

  it('refuses videos over 25 MB and posters over 5 MB before uploading', () => {
    expect(validateMoveFile(fileOf('clip.mp4', 'video/mp4', MAX_UPLOAD_BYTES), 'video')).toBeUndefined()
    expect(validateMoveFile(fileOf('clip.mp4', 'video/mp4', MAX_UPLOAD_BYTES + 1), 'video')).toBe(moveMessages.fileTooLarge)
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024)
    expect(validateMoveFile(fileOf('big.png', 'image/png', 5 * 1024 * 1024), 'poster')).toBeUndefined()
    expect(validateMoveFile(fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1), 'poster')).toBe(moveMessages.posterTooLarge)
  })
})

describe('server field messages', () => {
  it('keeps only the fields the form shows', () => {
    expect(Object.keys(emptyMoveValues)).toEqual(MOVE_FIELDS)
    expect(pickFieldErrors({ title: 'Taken.', user_id: 'Not yours.', video_url: 'Missing.' }, MOVE_FIELDS)).toEqual({ title: 'Taken.', video_url: 'Missing.' })
  })
})

describe('move form values', () => {
  const detail: MoveDetail = {
    id: 8,
    title: 'Wall Sit Hold',
    description: 'Hold.',
    body_area: 'Lower body',
    equipment: 'Wall',
    difficulty: 'intermediate',
    duration_seconds: 60,
    poster_url: 'http://localhost/mock-files/2/wall%20sit.jpg',
    user_id: 1,
    status: 'private',
    created_at: '2025-01-01T00:00:00.000Z',
    video_url: 'http://localhost/mock-files/1/wall-sit.mp4',
    video_webm_url: 'http://localhost/mock-files/3/wall-sit.webm',
    captions_url: '',
    is_favourite: false,
    is_mine: true,
    author_name: 'Maya Thompson',
  }

  it('turns a move into form values and back', () => {
    const values = valuesFromMove(detail)
    expect(values).toEqual({ ...valid, description: 'Hold.', poster_url: detail.poster_url })
    expect(toMoveInput(values)).toEqual({
      title: 'Wall Sit Hold',
      description: 'Hold.',
      body_area: 'Lower body',
      equipment: 'Wall',
      difficulty: 'intermediate',
      duration_seconds: 60,
      status: 'private',
      video_url: detail.video_url,
      poster_url: detail.poster_url,
    })
  })

  it('leaves a value the form does not offer for the member to choose', () => {
    const legacy = { ...detail, body_area: 'Legs', difficulty: 'expert' } as unknown as MoveDetail
    expect(valuesFromMove(legacy)).toMatchObject({ body_area: '', difficulty: '' })
  })

  it('trims text, reads the duration as a number and clears the WebM copy of a replaced video', () => {
    const input = toMoveInput({ ...valid, title: '  Wall Sit  ', duration_seconds: ' 75 ' }, { replacedVideo: true })
    expect(input).toMatchObject({ title: 'Wall Sit', duration_seconds: 75, video_webm_url: '' })
  })

  it('refuses values that did not pass validation', () => {
    expect(() => toMoveInput(emptyMoveValues)).toThrow()
  })

  it('names a saved file after its address', () => {
    expect(fileNameFromUrl(detail.poster_url)).toBe('wall sit.jpg')
    expect(uploadedFileFrom('')).toBeNull()
    expect(uploadedFileFrom(detail.video_url)).toEqual({ url: detail.video_url, name: 'wall-sit.mp4' })
  })
})
