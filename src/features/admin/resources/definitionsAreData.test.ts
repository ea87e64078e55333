// @vitest-environment node
import { describe, expect, it } from 'vitest'

/*
 * Definitions are data (docs/architecture.md "The admin engine"): the calls behind a resource live in the
 * admin data provider, so a definition imports from src/api only types, or the rules a call
 * family's *Types or *Rules module shares with the mock (limits, choices, messages, slugs), which make no call;
 * the engine's screens reach HTTP only through that provider too. And nothing in the admin hides
 * a type error behind `as never`.
 */

const definitions = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true })
const adminSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/definitionsAreData.test.ts'], { query: '?raw', import: 'default', eager: true })
const apiTypeModules = import.meta.glob<string>('/src/api/**/*{Types,Rules}.ts', { query: '?raw', import: 'default', eager: true })

const IMPORT = /^import\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)'/gm

/** The src/api modules a file takes values (not only types) from. */
function apiValueImports(source: string): string[] {
  const modules: string[] = []
  for (const [, typeOnly, names, from] of source.matchAll(IMPORT)) {
    if (!from?.startsWith('@/api/') || typeOnly) continue
    // `import { type A, type B }` takes only types; a default, `* as` or any plain name is a value.
    const specifiers = /^\{([^}]*)\}$/.exec((names ?? '').trim())?.[1]
    const allTypes = specifiers !== undefined && specifiers.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))
    if (!allTypes) modules.push(from)
  }
  return modules
}

/** Modules of src/api that make no call: the error type and the build's settings. */
const CALL_FREE = new Set(['@/api/apiError', '@/api/config'])

/** A module that makes calls: an *Api module, the http instance, or anything that imports them. */
function makesCalls(module: string): boolean {
  if (CALL_FREE.has(module)) return false
  if (!/(Types|Rules)$/.test(module)) return true
  const source = apiTypeModules[`/src/${module.slice(2)}.ts`]
  if (source === undefined) return true
  return /from '(\.\.?\/|@\/api\/)[^']*(Api|http|transport|config)'/.test(source)
}

describe('admin definitions are data', () => {
  it('finds the definitions and the admin sources', () => {
    expect(Object.keys(definitions)).toEqual(expect.arrayContaining(['./plans.ts', './invoices.ts', './refunds.ts', './cmsEntries.ts']))
    expect(Object.keys(adminSources).length).toBeGreaterThan(50)
  })

  it('tells a value import of a calling module from a type-only one', () => {
    expect(apiValueImports("import * as stripe from '@/api/payments/stripeApi'")).toEqual(['@/api/payments/stripeApi'])
    expect(apiValueImports("import { refundInvoice } from '@/api/payments/stripeApi'")).toEqual(['@/api/payments/stripeApi'])
    expect(apiValueImports("import { type Price, listPrice } from '@/api/payments/stripeApi'")).toEqual(['@/api/payments/stripeApi'])
    expect(apiValueImports("import type { Price } from '@/api/payments/paymentTypes'")).toEqual([])
    expect(apiValueImports("import { type Price } from '@/api/payments/paymentTypes'")).toEqual([])
    expect(makesCalls('@/api/payments/stripeApi')).toBe(true)
    expect(makesCalls('@/api/records/contentTypes')).toBe(false)
    expect(makesCalls('@/api/blog/blogRules')).toBe(false)
    expect(makesCalls('@/api/blog/blogApi')).toBe(true)
  })

  it.each(Object.entries(definitions))('%s imports no call from src/api and has no `as never`', (_file, source) => {
    expect(apiValueImports(source).filter(makesCalls)).toEqual([])
    expect(source).not.toMatch(/\bas never\b/)
  })

  it('no engine screen reaches a call but through the admin data provider', () => {
    const screens = Object.entries(adminSources).filter(([file]) => /^(\.\.\/(engine|pages|previews)\/|\.\/)/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    expect(screens.length).toBeGreaterThan(30)
    const offenders = screens.filter(([, source]) => apiValueImports(source).some(makesCalls)).map(([file]) => file)
    expect(offenders).toEqual([])
  })

  it('no admin file hides a type behind `as never`', () => {
    const offenders = Object.entries(adminSources).filter(([, source]) => /\bas never\b/.test(source)).map(([file]) => file)
    expect(offenders).toEqual([])
  })
})
