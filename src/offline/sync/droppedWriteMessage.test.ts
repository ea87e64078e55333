// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/apiError'
import { droppedWriteMessage } from './droppedWriteMessage'

describe('droppedWriteMessage', () => {
  it('names what was lost in the page’s words and gives the server’s reason', () => {
    expect(droppedWriteMessage({ type: 'friend-request' }, new ApiError(404, 'No member has that email.'))).toBe(
      'Your friend request was not sent: No member has that email.',
    )
    expect(droppedWriteMessage({ type: 'challenge-track' }, new ApiError(409, 'This challenge has ended.'))).toBe(
      'Your answer to a challenge was not saved: This challenge has ended.',
    )
  })

  it('still says something true of a kind it does not know', () => {
    expect(droppedWriteMessage({ type: 'something-new' }, new ApiError(400, 'Check the form.'))).toBe('A change made offline was not saved: Check the form.')
  })
})
