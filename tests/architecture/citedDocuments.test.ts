// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './sourceFiles'

/*
 * The code cites the product and the architecture by document and section so that a reader can
 * look them up; a clone holds only what is in the repository. So every citation must point at a
 * file here, and at a section that file has (issue 19: "no file cites a document the repository lacks").
 */

const FOLDERS = ['src', 'mocks', 'tests', 'scripts', 'eslint-rules', '.storybook', 'docs']
const TOP_FILES = ['README.md', 'vite.config.ts', 'playwright.config.ts', 'eslint.config.js']
const TEXT = /\.(tsx?|m?js|css|md)$/

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .filter((file) => TEXT.test(file))
}

// This file spells out the patterns it looks for, so it is the one file not read.
const files = [...FOLDERS.flatMap(filesUnder), ...TOP_FILES].filter((file) => file !== 'tests/architecture/citedDocuments.test.ts')
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')
const everyLine = files.flatMap((file) => read(file).split('\n').map((text, index) => ({ where: `${file}:${index + 1}`, text })))

/** The design brief and the specification the project started from live outside the repository. */
const OUTSIDE_DOCUMENTS = /\bSPEC §|\bSPEC\.md\b|\bDESIGN\.md\b/

/** `## §7 Calls` → '7': the sections product.md numbers. */
const productSections = new Set([...read('docs/product.md').matchAll(/^## §(\d+)\b/gm)].map((match) => match[1]))
/** Every heading of architecture.md, as written. */
const architectureHeadings = new Set([...read('docs/architecture.md').matchAll(/^#{2,4} (.+)$/gm)].map((match) => (match[1] ?? '').trim()))

describe('cited documents are in the repository', () => {
  it('nothing cites the specification or the design brief from outside the repository', () => {
    expect(everyLine.filter(({ text }) => OUTSIDE_DOCUMENTS.test(text)).map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([])
  })

  it('every docs/… file cited exists', () => {
    const missing = everyLine.flatMap(({ where, text }) =>
      [...text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)].filter(([cited]) => !existsSync(path.join(repoRoot, cited))).map(([cited]) => `${where}: ${cited}`),
    )
    expect(missing).toEqual([])
  })

  it('every "docs/product.md §n" names a section product.md has', () => {
    expect(productSections.size).toBeGreaterThanOrEqual(9)
    const unknown = everyLine.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/product\.md('s)? §(\d+)/g)].filter((match) => !productSections.has(match[2])).map((match) => `${where}: §${match[2]}`),
    )
    expect(unknown).toEqual([])
  })

  it('every docs/architecture.md "Heading" quoted is a heading there', () => {
    const unknown = everyLine.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/architecture\.md \(?"([^"]+)"/g)].filter(([, heading]) => !architectureHeadings.has(heading ?? '')).map(([, heading]) => `${where}: "${heading}"`),
    )
    expect(unknown).toEqual([])
  })
})
