// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { prerenderedPages } from '../../scripts/prerenderPlugin'

/** A built folder as the prerender leaves it. */
const dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
for (const [file, text] of [
  ['index.html', 'home'],
  ['shell.html', 'shell'],
  ['404.html', 'not found'],
  ['faq/index.html', 'faq'],
  ['blog/index.html', 'blog'],
  ['blog/warm-up-right/index.html', 'post'],
] as const) {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), text)
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What the middleware does with a request: where it sends it on, or what it answers itself. */
function ask(url: string, accept = 'text/html,application/xhtml+xml') {
  const request = { method: 'GET', url, headers: { accept } } as IncomingMessage
  const answer: { status?: number; body?: string; next: boolean } = { next: false }
  const response = {
    set statusCode(status: number) {
      answer.status = status
    },
    setHeader: () => undefined,
    end: (body?: Buffer) => void (answer.body = body?.toString()),
  } as unknown as ServerResponse
  prerenderedPages(dir)(request, response, () => void (answer.next = true))
  return { ...answer, url: request.url }
}

describe('vite preview as a host of the prerendered site', () => {
  it('serves a prerendered page for its address, with or without a trailing slash, keeping the query', () => {
    expect(ask('/')).toMatchObject({ next: true, url: '/index.html' })
    expect(ask('/faq')).toMatchObject({ next: true, url: '/faq/index.html' })
    expect(ask('/faq/?from=mail')).toMatchObject({ next: true, url: '/faq/index.html?from=mail' })
    expect(ask('/blog/warm-up-right')).toMatchObject({ next: true, url: '/blog/warm-up-right/index.html' })
  })

  it('answers 404 with the 404 page for a post the build did not write', () => {
    expect(ask('/blog/no-such-post')).toMatchObject({ next: false, status: 404, body: 'not found' })
  })

  it('answers every other address with the app shell, and leaves files and other requests alone', () => {
    expect(ask('/user/dashboard')).toMatchObject({ next: true, url: '/shell.html' })
    expect(ask('/blog/tag/mobility')).toMatchObject({ next: true, url: '/shell.html' })
    expect(ask('/assets/index-1.js')).toMatchObject({ next: true, url: '/assets/index-1.js' })
    expect(ask('/faq', 'application/json')).toMatchObject({ next: true, url: '/faq' })
    expect(ask('/../../etc/passwd')).toMatchObject({ next: true, url: '/shell.html' })
  })
})
