// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canonicalLink, isAllowedLink, ownUploadId } from './uploadLinks'

const OWN = 'http://127.0.0.1:8787'

describe('isAllowedLink', () => {
  it('takes our own uploads, the app’s root-relative media and https links', () => {
    for (const link of [
      `${OWN}/mock-files/12/clip.mp4`,
      `${OWN}/mock-files/12/clip.mp4?exp=1&sig=ab`,
      '/mock-files/12/clip.mp4',
      '/media/videos/squat.mp4',
      'https://cdn.example.com/clip.mp4',
    ]) {
      expect(isAllowedLink(link, OWN), link).toBe(true)
    }
  })

  it('refuses links that leave the origin or can run script', () => {
    for (const link of [
      '//evil.example/x.mp4',
      '/\\evil.example/c.vtt',
      '\\\\evil.example/c.vtt',
      '/media/\\evil',
      'http://evil.example/x.mp4',
      'http://evil.example/mock-files/12/clip.mp4',
      'http://127.0.0.1:9999/mock-files/12/clip.mp4',
      `${OWN}/other/clip.mp4`,
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg/>',
      'https://user:pass@cdn.example.com/x.mp4',
      '/media/a\u0000b.mp4',
      `https://cdn.example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(isAllowedLink(link, OWN), link).toBe(false)
    }
  })
})

describe('own upload links', () => {
  it('names the upload only on our origin', () => {
    expect(ownUploadId(`${OWN}/mock-files/7/a.mp4`, OWN)).toBe(7)
    expect(ownUploadId('//127.0.0.1:8787/mock-files/7/a.mp4', OWN)).toBeNull()
    expect(ownUploadId('http://evil.example/mock-files/7/a.mp4', OWN)).toBeNull()
  })

  it('are stored without a signature', () => {
    expect(canonicalLink(`${OWN}/mock-files/7/a.mp4?exp=1&sig=ab`)).toBe(`${OWN}/mock-files/7/a.mp4`)
    expect(canonicalLink('https://cdn.example.com/a.mp4?v=2')).toBe('https://cdn.example.com/a.mp4?v=2')
  })
})
