import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { prerenderedReads } from '@/shared/remote/useRemoteData'
import { AppRoutes } from '../routes/AppRoutes'

/** Renders after which a page still asking for new reads is a fault (a read whose key never settles). */
const MAX_RENDERS = 4
const READ_TIMEOUT_MS = 20_000

export interface RenderedPage {
  /** What goes into #root. */
  html: string
  /** The answers the page was rendered with, by useRemoteData key: the browser's first render uses them. */
  reads: Record<string, unknown>
}

/**
 * The app as main.tsx renders it, with the router at a fixed path and a signed-out visitor: the
 * same tree, so the browser can hydrate what this renders. prerenderToNodeStream waits for every
 * lazy page and part (renderToString would write their Suspense fallbacks instead).
 */
async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={appStore}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outlined: past this many bytes React writes a Suspense boundary's content at the end of
      // the page, hidden, with a script to move it into place. A reader without JavaScript would
      // not see it, and the move is a layout shift.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  // A part that failed would be left to the browser to render, silently: the build must say so.
  if (errors.length > 0) throw new Error(`Rendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] })
  const html = Buffer.concat(chunks).toString('utf8')
  // Every part in place, in order: no boundary left pending (<!--$?-->) or outlined for a script to place.
  if (/<!--\$\?-->|<template\b|<script\b/.test(html)) throw new Error(`Rendering ${path} left part of the page for a script to put in place.`)
  return html
}

/**
 * Renders `path` until every read it makes is answered: each render notes the reads it could not
 * answer (useRemoteData through prerenderedReads), the build runs them, and the next render draws
 * their answers (and may ask for reads that depend on them). A read that fails fails the build:
 * a page prerendered in its error or loading state would be worse than none.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const answers = new Map<string, unknown>()
  try {
    for (let render = 1; render <= MAX_RENDERS; render += 1) {
      const asked: NonNullable<typeof prerenderedReads.asked> = new Map()
      prerenderedReads.answers = answers
      prerenderedReads.asked = asked
      const html = await renderOnce(path)
      if (asked.size === 0) return { html, reads: Object.fromEntries(answers) }
      await Promise.all(
        [...asked].map(async ([key, load]) => {
          try {
            answers.set(key, await load(AbortSignal.timeout(READ_TIMEOUT_MS)))
          } catch (error) {
            throw new Error(`${path}: the read "${key}" failed at build time: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
          }
        }),
      )
    }
    throw new Error(`${path} still asked for new reads after ${MAX_RENDERS} renders`)
  } finally {
    prerenderedReads.answers = null
    prerenderedReads.asked = null
  }
}
