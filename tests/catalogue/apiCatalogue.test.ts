// @vitest-environment node
import { matchRequestUrl, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { declaredEndpoints } from '@/api/http'
import { handlers } from '@mocks/allHandlers'
import { specCalls, type Side, type SpecCall } from './specCalls'

// Loading every API module registers its endpoints.
import.meta.glob('/src/api/**/*Api.ts', { eager: true })

const sampleParams: Record<string, string> = { table: 'move', id: '1', provider: 'google', phone: '5551234567' }

function concreteUrl(path: string): URL {
  return new URL(path.replace(/\{(\w+)\}/g, (_, name: string) => sampleParams[name] ?? '1'), 'http://localhost')
}

interface HttpHandlerInfo {
  method: string | RegExp
  path: string | RegExp
}

function httpInfo(handler: RequestHandler): HttpHandlerInfo | null {
  const info = handler.info as Partial<HttpHandlerInfo>
  return info.method !== undefined && info.path !== undefined ? (info as HttpHandlerInfo) : null
}

function mockHandles(call: SpecCall): boolean {
  const url = concreteUrl(call.path)
  return handlers.some((handler) => {
    const info = httpInfo(handler as RequestHandler)
    // The gate and the JSON 404 match every API path by pattern; only a family's own path counts.
    if (!info || info.path instanceof RegExp) return false
    const methodMatches = info.method instanceof RegExp ? info.method.test(call.method) : info.method === call.method
    return methodMatches && matchRequestUrl(url, info.path).matches
  })
}

function clientDeclares(call: SpecCall): boolean {
  return declaredEndpoints().some((declared) => declared.method === call.method && declared.path === call.path)
}

const isPending = (call: SpecCall, side: Side) => call.pending?.sides.includes(side) ?? false
const implementedOn: Record<Side, (call: SpecCall) => boolean> = { client: clientDeclares, mock: mockHandles }

describe('docs/product.md §7 call catalogue', () => {
  for (const side of ['client', 'mock'] as const) {
    it(`the ${side} implements every call not marked pending`, () => {
      const missing = specCalls.filter((call) => !isPending(call, side) && !implementedOn[side](call)).map((call) => call.name)
      expect(missing).toEqual([])
    })

    it(`no call marked pending on the ${side} is already implemented there`, () => {
      const stale = specCalls.filter((call) => isPending(call, side) && implementedOn[side](call)).map((call) => call.name)
      expect(stale, 'move these entries from pending to implemented').toEqual([])
    })
  }

  it('names every call once', () => {
    const names = specCalls.map((call) => call.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('the client declares no call outside the catalogue', () => {
    const unknown = declaredEndpoints().filter(
      (declared) => !specCalls.some((call) => call.method === declared.method && call.path === declared.path),
    )
    expect(unknown).toEqual([])
  })

  it('reports the calls still pending, by name', () => {
    const pending = specCalls.filter((call) => call.pending)
    const byIssue = new Map<string, string[]>()
    for (const call of pending) {
      const key = `${call.pending!.issue} (${call.pending!.sides.join(' + ')})`
      byIssue.set(key, [...(byIssue.get(key) ?? []), call.name])
    }
    const report = [...byIssue].map(([issue, names]) => `  ${issue}: ${names.join(', ')}`).join('\n')
    console.info(`docs/product.md §7 calls: ${specCalls.length - pending.length} implemented, ${pending.length} pending\n${report}`)
    expect(pending.filter((call) => call.pending!.sides.length === 0 || !call.pending!.issue)).toEqual([])
  })
})
