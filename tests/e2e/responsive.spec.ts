import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { accounts } from './support/accounts'
import { fillSignIn } from './support/signIn'

/*
 * Every member route at the widths members use, from the smallest phone to a desktop: no page may
 * scroll sideways, every primary navigation target (bottom tabs, sidebar links, header controls) is
 * at least 44 × 44 px, and axe finds no serious or critical violation. One signed-in context per
 * width; routes change inside the app (no reload), so the whole sweep stays within a few minutes.
 */

const WIDTHS = [320, 375, 390, 430, 768, 1280] as const
const MIN_TARGET = 44

/** The member routes, read from the one route table so a new route is covered without editing this file. */
function memberRoutes(): string[] {
  const table = readFileSync(new URL('../../src/app/routes/routeTable.tsx', import.meta.url), 'utf8')
  const start = table.indexOf("group('user', 'member', [")
  const end = table.indexOf(']),', start)
  if (start < 0 || end < 0) throw new Error('The member group of routeTable.tsx was not found')
  return [...table.slice(start, end).matchAll(/\['(\/[^']*)'/g)].map((match) => match[1] as string)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Finding {
  route: string
  problem: string
}

/** Goes to a route inside the running app, as a link would, and waits for its page to settle. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page.locator('main h1').first().waitFor({ timeout: 30_000 })
  // Pages show their data after a loading state; wait until no page spinner is left.
  await expect(page.locator('main .mt-spinner')).toHaveCount(0)
}

async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    // The element reaching furthest right names the culprit when there is one.
    let widest = ''
    let right = 0
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect()
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right
        widest = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${Math.round(box.right)} px)`
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest }
  })
  return scrollWidth > innerWidth ? `page is ${scrollWidth} px wide on a ${innerWidth} px screen; widest: ${widest}` : null
}

async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selectors = ['nav[aria-label="Member tabs"] a', 'nav[aria-label="Member navigation"] a', 'header button', 'header a']
    const small: string[] = []
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selectors.join(',')))) {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      // Off screen or hidden (the closed sidebar, the skip link until focused) is no target.
      if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= window.innerWidth) continue
      if (element.closest('[hidden], [aria-hidden="true"]')) continue
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        small.push(`${element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName}: ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return small
  }, MIN_TARGET)
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    interface AxeResult {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  })
}

/**
 * Signs the demo member in on a fresh context. The first visit of a context also starts the app's
 * service worker and mock backend, which can re-render the form under a fast typist: wait for the
 * page to settle, and type again if the email did not stick.
 */
async function signInMember(page: Page) {
  await page.goto('/user/login')
  await page.waitForLoadState('networkidle')
  const email = page.getByLabel('Email')
  await expect(async () => {
    if (!/\/user\/login/.test(page.url())) return
    if ((await email.inputValue()) !== accounts.member.email) await fillSignIn(page, 'member')
    await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** Real ids for the routes that take one, from the member's own pages. */
async function routeIds(page: Page): Promise<Record<string, string>> {
  const idFrom = async (path: string, link: string, pattern: RegExp) => {
    await visit(page, path)
    const href = await page.locator(link).first().getAttribute('href', { timeout: 30_000 }).catch(() => null)
    return href?.match(pattern)?.[1] ?? '1'
  }
  return {
    '/user/move/edit/:id': await idFrom('/user/my-moves', 'main a[href^="/user/move/edit/"]', /edit\/(\d+)/),
    '/user/view-bill/:id': await idFrom('/user/billing-history', 'main a[href^="/user/view-bill/"]', /view-bill\/(\d+)/),
    '/payment/:id': '1',
    '/user/view-moves/:id': '1',
    '/user/edit-profile/:id': '1',
    '/account/my-spaces/:id': '1',
    // The seed's Morning Movers (the member owns it) and the running challenge she is in.
    '/user/view-groups/:id': '1',
    '/user/challenges/:id': '1',
  }
}

for (const width of WIDTHS) {
  test(`every member route fits a ${width} px screen, with 44 px navigation targets and no serious axe violation`, async ({ browser }) => {
    test.slow() // about 40 routes, each measured and checked by axe
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    try {
      await signInMember(page)
      const ids = await routeIds(page)
      const findings: Finding[] = []
      for (const pattern of memberRoutes()) {
        const route = ids[pattern] ? pattern.replace(':id', ids[pattern]) : pattern
        await visit(page, route)
        const wide = await overflow(page)
        if (wide) findings.push({ route, problem: wide })
        for (const target of await smallTargets(page)) findings.push({ route, problem: `navigation target under ${MIN_TARGET} px: ${target}` })
        for (const violation of await seriousViolations(page)) findings.push({ route, problem: `axe: ${violation}` })
      }
      expect(findings, findings.map((finding) => `${finding.route}: ${finding.problem}`).join('\n')).toEqual([])
    } finally {
      await context.close()
    }
  })
}
