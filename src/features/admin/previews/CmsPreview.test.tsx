import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { CmsPreview } from './CmsPreview'
import { sandboxDocument } from './SandboxedHtml'

const show = (type: string, value: string) => render(<CmsPreview mode="edit" values={{ page: 'home', key: 'hero', type, value }} />)

describe('CmsPreview', () => {
  it('shows text as text, HTML written in it included', () => {
    show('text', '<b>Not bold</b>')
    expect(screen.getByText('<b>Not bold</b>')).toBeInTheDocument()
  })

  it('renders HTML and Markdown sanitised, in a frame sandboxed without scripts', () => {
    const { unmount } = show('html', '<h2>Privacy</h2><img src=x onerror=alert(1)><script>alert(2)</script>')
    const html = screen.getByTitle('HTML preview')
    expect(html).toHaveAttribute('sandbox', '')
    expect(html.getAttribute('srcdoc')).toContain('<h2>Privacy</h2>')
    expect(html.getAttribute('srcdoc')).not.toMatch(/<script|onerror/)
    unmount()
    show('markdown', '## Terms\n\n[bad](javascript:alert(1)) and **bold**')
    const markdown = screen.getByTitle('Markdown preview').getAttribute('srcdoc') ?? ''
    expect(markdown).toContain('<h2>Terms</h2>')
    expect(markdown).toContain('<strong>bold</strong>')
    expect(markdown).not.toContain('javascript:')
  })

  it('pretty-prints valid JSON and says why invalid JSON is not', () => {
    const { unmount } = show('json', '{"a":[1,2]}')
    expect(screen.getByLabelText('JSON, formatted').textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}')
    unmount()
    show('json', '{"a":')
    expect(screen.getByText(/Not valid JSON yet/)).toBeInTheDocument()
  })

  it('shows an image only from an https link or a path of the site', () => {
    const { unmount } = show('image', '/icons/icon-192.png')
    expect(screen.getByRole('img', { name: 'The image for home › hero' })).toHaveAttribute('src', '/icons/icon-192.png')
    unmount()
    show('image', 'javascript:alert(1)')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(/Enter the image link/)).toBeInTheDocument()
  })

  it('asks for a type and a value before previewing', () => {
    const { unmount } = show('', 'x')
    expect(screen.getByText('Choose a type to see a preview.')).toBeInTheDocument()
    unmount()
    show('text', '  ')
    expect(screen.getByText('Enter a value to see it here.')).toBeInTheDocument()
  })
})

describe('CmsPreview links the entry to its page', () => {
  it('opens the page the entry changes, in a new tab', () => {
    render(<CmsPreview mode="edit" values={{ page: 'contact-us', key: 'lead', type: 'text', value: 'Hello' }} />)
    const link = screen.getByRole('link', { name: 'Open page /contact-us' })
    expect(link).toHaveAttribute('href', '/contact-us')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('maps home to / and says so when no page of the site reads the entry', () => {
    const { unmount } = show('text', 'Hi')
    expect(screen.getByRole('link', { name: 'Open page /' })).toHaveAttribute('href', '/')
    unmount()
    render(<CmsPreview mode="create" values={{ page: 'contact', key: 'lead', type: 'text', value: 'Hi' }} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('No page of the site reads “contact”. The site’s pages: home, contact-us, terms, privacy, faq.')).toBeInTheDocument()
  })
})

describe('sandboxDocument', () => {
  it('sanitises whatever it is given and forbids scripts in the frame’s own policy', () => {
    const document = sandboxDocument('<p onclick="x()">Hi</p><script>x()</script>')
    expect(document).toContain("default-src 'none'")
    expect(document).not.toMatch(/onclick|<script/)
  })
})
