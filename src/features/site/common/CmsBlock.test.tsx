import { act, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { CmsBlock } from './CmsBlock'
import { listOf } from './cmsShapes'

const entry = (type: CmsEntry['type'], value: string, key = 'block'): CmsEntry => ({ id: 1, page: 'faq', key, type, value })

/** Awaited: a block that suspends while the renderer loads resumes only once the act that drew it is awaited (React 19). */
async function draw(node: ReactNode) {
  return act(async () =>
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Routes>
          <Route path="/faq" element={node} />
          <Route path="/terms" element={<h1>Terms page</h1>} />
        </Routes>
      </MemoryRouter>,
    ),
  )
}

afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { __ran?: boolean }).__ran
})

describe('CmsBlock draws an entry by its type', async () => {
  it('shows a text entry as text: tags are characters, never markup', async () => {
    const { container } = await draw(<CmsBlock entry={entry('text', 'Train <b>hard</b> & rest')} />)
    expect(screen.getByText('Train <b>hard</b> & rest')).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
  })

  it('renders Markdown through the one renderer, and nothing in it runs', async () => {
    const markdown = '**Bold** and [terms](/terms)\n\n<script>window.__ran = true</script>\n\n<img src="x" onerror="window.__ran = true">'
    const { container } = await draw(<CmsBlock entry={entry('markdown', markdown)} />)
    expect(await screen.findByText('Bold', { selector: 'strong' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect((window as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('sanitises an html entry: links that leave the site get rel, handlers and javascript: go', async () => {
    const html = '<p>Read <a href="https://example.com/guide">the guide</a> or <a href="javascript:window.__ran=true">this</a></p><img src="/a.png" onerror="window.__ran = true" alt="">'
    const { container } = await draw(<CmsBlock entry={entry('html', html)} />)
    expect(await screen.findByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
  })

  it('opens a link to one of the app’s pages through the router, without reloading', async () => {
    await draw(<CmsBlock entry={entry('markdown', 'See the [terms](/terms).')} />)
    await userEvent.click(await screen.findByRole('link', { name: 'terms' }))
    expect(screen.getByRole('heading', { name: 'Terms page' })).toBeInTheDocument()
  })

  it('draws an image with the alt text of its sibling entry, lazily', async () => {
    await draw(<CmsBlock entry={entry('image', '/screenshots/library-phone.png', 'hero')} alt={entry('text', 'The library on a phone', 'hero_alt')} />)
    const image = screen.getByRole('img', { name: 'The library on a phone' })
    expect(image).toHaveAttribute('src', '/screenshots/library-phone.png')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('draws an image without alt text as decoration, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = await draw(<CmsBlock entry={entry('image', '/poster.webp', 'hero')} />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no hero_alt text entry'))
  })

  it('leaves out an image whose link is not https or a path of the site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = await draw(<CmsBlock entry={entry('image', 'javascript:alert(1)')} alt={entry('text', 'x')} />)
    expect(container.querySelector('img')).toBeNull()
  })

  it('draws a json entry through its shape, leaves out items that do not fit, and survives broken JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const shape = listOf(['name'])
    const list = { shape, render: (items: Array<{ name: string }>) => <ul>{items.map((item) => <li key={item.name}>{item.name}</li>)}</ul> }
    const { container, rerender } = await draw(<CmsBlock entry={entry('json', '[{"name": "Monthly"}, {"nom": "Yearly"}, 3]')} json={list} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monthly'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('item 2 needs name as text'))

    rerender(
      <MemoryRouter>
        <CmsBlock entry={entry('json', '[{"name": "Monthly"')} json={list} />
      </MemoryRouter>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'))
  })

  it('draws nothing for a missing entry, and only text where only words fit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = await draw(
      <h1>
        <CmsBlock entry={undefined} inline />
        <CmsBlock entry={entry('markdown', '# Big')} inline />
      </h1>,
    )
    expect(container.querySelector('h1')).toBeEmptyDOMElement()
  })
})
