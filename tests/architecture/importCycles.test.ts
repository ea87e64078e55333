// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { repoRoot, sourceFiles } from './sourceFiles'

/*
 * No import circles anywhere in src or mocks (issue 10). Every import counts: `import type` (a
 * type-only circle costs nothing at run time, but it is still two modules that each need the
 * other) and import() too (a module that lazily loads its own implementations, which import it
 * back, is the circle the issue names in features/billing/gateway). A lazy page in the route table
 * makes no circle, since a page never imports the app.
 */

const ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
  ['@tests/', 'tests/'],
]
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The repo-relative .ts/.tsx file a specifier names, or null (a package, a stylesheet, JSON). */
function resolveImport(specifier: string, importer: string): string | null {
  let base: string | null = null
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(importer), specifier)
  // Vite reads a leading slash as the project root ('/src/...').
  else if (specifier.startsWith('/')) base = specifier.slice(1)
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
    if (alias) base = alias[1] + specifier.slice(alias[0].length)
  }
  if (base === null) return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(repoRoot, candidate))) return candidate
  }
  return null
}

type EdgeKind = 'value' | 'type' | 'lazy'

interface Edge {
  to: string
  kind: EdgeKind
}

function isTypeOnlyImport(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const bindings = clause.namedBindings
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)
}

/** Every import in a module's text: static imports and re-exports, and import() calls wherever they are. */
function importsIn(file: string, text: string): Edge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const edges: Edge[] = []
  const add = (specifier: ts.Node | undefined, kind: EdgeKind) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return
    const to = resolveImport(specifier.text, file)
    if (to) edges.push({ to, kind })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node) ? 'type' : 'value')
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'value')
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'lazy')
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, 'type')
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edges
}

/** Tarjan's strongly connected components: every group of modules that reach each other. */
function stronglyConnected(graph: ReadonlyMap<string, Edge[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let counter = 0

  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.node) ?? []
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!.to
        if (!graph.has(to)) continue
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, next: 0 })
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        const selfLoop = edges.some((edge) => edge.to === frame.node)
        if (group.length > 1 || selfLoop) groups.push(group.sort())
      }
    }
  }
  return groups
}

const ARROWS: Record<EdgeKind, string> = { value: '->', type: '-(type)->', lazy: '-(import())->' }

/** The shortest way from `from` back to itself inside the group, as a readable chain. */
function shortestCycle(graph: ReadonlyMap<string, Edge[]>, group: readonly string[], from: string): string {
  const members = new Set(group)
  const cameFrom = new Map<string, { node: string; kind: EdgeKind }>()
  const queue = [from]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const edge of graph.get(node) ?? []) {
      if (!members.has(edge.to) || cameFrom.has(edge.to)) continue
      cameFrom.set(edge.to, { node, kind: edge.kind })
      if (edge.to === from) {
        const steps: string[] = [from]
        let at = from
        do {
          const step = cameFrom.get(at)!
          steps.unshift(`${step.node} ${ARROWS[step.kind]}`)
          at = step.node
        } while (at !== from)
        return steps.join(' ')
      }
      queue.push(edge.to)
    }
  }
  return from
}

/** One line per circle: its shortest chain, and every module in the tangle when there are more. */
function circlesIn(graph: ReadonlyMap<string, Edge[]>): string[] {
  return stronglyConnected(graph).map((group) => {
    const chain = shortestCycle(graph, group, group[0]!)
    return group.length > 2 ? `${chain}   (${group.length} modules in this tangle: ${group.join(', ')})` : chain
  })
}

describe('imports', () => {
  it('form no circle in src or mocks', () => {
    const graph = new Map(sourceFiles(['src', 'mocks']).map((file) => [file, importsIn(file, readFileSync(path.join(repoRoot, file), 'utf8'))]))
    expect(circlesIn(graph), 'import circles (break each: move what both sides need below them)').toEqual([])
  })

  it('are read from every kind of import, so a circle cannot hide (the finder itself)', () => {
    const edge = (to: string, kind: EdgeKind = 'value'): Edge => ({ to, kind })
    const graph = new Map<string, Edge[]>([
      ['a', [edge('b')]],
      ['b', [edge('c', 'lazy')]],
      ['c', [edge('a', 'type'), edge('d')]],
      ['d', []],
      ['self', [edge('self')]],
    ])
    expect(circlesIn(graph)).toEqual(['a -> b -(import())-> c -(type)-> a   (3 modules in this tangle: a, b, c)', 'self -> self'])
    const module = [
      "import { isEmpty } from '@/lib/isEmpty'",
      "import type { ApiError } from '../../api/apiError'",
      "import { type RemoteState } from './remoteState'",
      "export { remoteData } from './remoteState'",
      "export const later = () => import('./useRemoteData')",
      "import 'react'",
    ].join('\n')
    expect(importsIn('src/shared/remote/example.ts', module)).toEqual([
      edge('src/lib/isEmpty.ts'),
      edge('src/api/apiError.ts', 'type'),
      edge('src/shared/remote/remoteState.ts', 'type'),
      edge('src/shared/remote/remoteState.ts'),
      edge('src/shared/remote/useRemoteData.ts', 'lazy'),
    ])
  })
})
