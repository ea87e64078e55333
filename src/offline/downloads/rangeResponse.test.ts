// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createRangeResponse, parseRange } from './rangeResponse'

const bytes = Uint8Array.from({ length: 100 }, (_, index) => index)
const cached = () => new Response(bytes.slice(), { headers: { 'Content-Type': 'video/mp4', 'Content-Length': '100' } })
const body = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())]

describe('parseRange', () => {
  it.each([
    ['bytes=0-', { start: 0, end: 99 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['BYTES = 5 - 6', { start: 5, end: 6 }],
  ])('reads %s', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })

  it.each(['bytes=100-', 'bytes=150-200', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseRange(header, 100)).toBe('unsatisfiable')
  })

  it.each([null, 'bytes=5-1', 'items=0-5', 'bytes=0-5,10-20', 'bytes=-', 'bytes=abc'])('ignores %s (whole file)', (header) => {
    expect(parseRange(header, 100)).toBeNull()
  })
})

describe('createRangeResponse', () => {
  it('answers a range with 206, the bytes asked for and their headers', async () => {
    const response = await createRangeResponse(cached(), 'bytes=10-14')
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 10-14/100')
    expect(response.headers.get('Content-Length')).toBe('5')
    expect(response.headers.get('Content-Type')).toBe('video/mp4')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(await body(response)).toEqual([10, 11, 12, 13, 14])
  })

  it('answers the opening bytes=0- with 206 for the whole file', async () => {
    const response = await createRangeResponse(cached(), 'bytes=0-')
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 0-99/100')
    expect(await body(response)).toHaveLength(100)
  })

  it('answers a suffix range with the file’s last bytes', async () => {
    const response = await createRangeResponse(cached(), 'bytes=-3')
    expect(response.headers.get('Content-Range')).toBe('bytes 97-99/100')
    expect(await body(response)).toEqual([97, 98, 99])
  })

  it('answers a range past the end with 416 and the file size', async () => {
    const response = await createRangeResponse(cached(), 'bytes=100-200')
    expect(response.status).toBe(416)
    expect(response.headers.get('Content-Range')).toBe('bytes */100')
    expect(await body(response)).toEqual([])
  })

  it('answers a request without a range with 200 and the whole file', async () => {
    const response = await createRangeResponse(cached(), null)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Length')).toBe('100')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(await body(response)).toEqual([...bytes])
  })

  it('answers several ranges with the whole file, as RFC 9110 allows', async () => {
    const response = await createRangeResponse(cached(), 'bytes=0-1,5-6')
    expect(response.status).toBe(200)
    expect(await body(response)).toHaveLength(100)
  })
})
