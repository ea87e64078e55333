import { act, Suspense, use } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { remoteData } from './remoteState'
import { PRERENDERED_READS_ID, prerenderedReads, useRemoteData } from './useRemoteData'

/*
 * A page prerendered at build time, taken over in the browser: the first render draws the answer the
 * page embedded, and the server's fresh answer must not throw away parts still hydrating (Markdown
 * whose renderer's code is still on its way), which would blank them until the code is in.
 */

interface Entry {
  title: string
  body: string
}

/** Stands for the renderer's code: settled at build time, still loading in the browser until the test says. */
let renderer: Promise<string>
const settled = (value: string) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value })

let answer: (entry: Entry) => void = () => undefined
const load = () => new Promise<Entry>((resolve) => (answer = resolve))

function Body({ text }: { text: string }) {
  const prefix = use(renderer)
  return <p>{`${prefix}${text}`}</p>
}

function Page() {
  const entry = remoteData(useRemoteData({ key: 'cms:test', load }).state)
  return (
    <main>
      <h1>{entry?.title ?? 'Loading'}</h1>
      <Suspense fallback={null}>
        <Body text={entry?.body ?? ''} />
      </Suspense>
    </main>
  )
}

afterEach(() => {
  prerenderedReads.answers = null
  document.body.innerHTML = ''
})

describe('a prerendered page taken over', () => {
  it('keeps the HTML of a part still hydrating when the fresh answer comes, then draws the answer', async () => {
    const built: Entry = { title: 'Terms', body: 'As built.' }
    prerenderedReads.answers = new Map([['cms:test', built]])
    renderer = settled('» ')
    const html = renderToString(<Page />)
    expect(html).toContain('» As built.')

    // The browser: the page's HTML with its reads embedded, the renderer's code not in yet.
    prerenderedReads.answers = null
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${PRERENDERED_READS_ID}">${JSON.stringify({ 'cms:test': built })}</script>`
    const root = document.getElementById('root')!
    const heading = root.querySelector('h1')
    let loadRenderer: (prefix: string) => void = () => undefined
    renderer = new Promise((resolve) => (loadRenderer = resolve))
    await act(async () => void hydrateRoot(root, <Page />))
    expect(root.querySelector('h1')).toBe(heading)

    await act(async () => answer({ title: 'Terms of service', body: 'As edited.' }))
    // The part waiting for its code still shows what was built; nothing went blank.
    expect(root.querySelector('p')?.textContent).toBe('» As built.')

    await act(async () => loadRenderer('» '))
    expect(root.querySelector('h1')).toBe(heading)
    expect(heading?.textContent).toBe('Terms of service')
    expect(root.querySelector('p')?.textContent).toBe('» As edited.')
  })
})
