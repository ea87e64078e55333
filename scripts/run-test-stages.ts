import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

/**
 * `npm test`: every check, in order, stopping at the first that fails, then a table of how long
 * each stage took, so a slow CI run says where its minutes went. The stages of one group run side
 * by side: typecheck and lint each keep one core busy, and the machine CI runs on has two. A stage
 * that ran beside another has its output held back and printed whole when it ends, so the two
 * never interleave.
 *
 * Usage: node --import tsx scripts/run-test-stages.ts [--only=stage,stage]   (default: every stage)
 */
export const STAGE_GROUPS: readonly (readonly string[])[] = [['typecheck', 'lint'], ['test:unit'], ['build-storybook'], ['test:e2e'], ['check:budget']]

export interface StageRow {
  stage: string
  status: 'passed' | 'FAILED' | 'skipped'
  ms?: number
  /** The stages it ran beside, when it did. */
  beside?: string
}

interface StageResult {
  code: number
  output: Buffer
}

/** Runs `npm run <stage>`; resolves with its exit code, and its output when that was held back. */
function runStage(stage: string, holdOutput: boolean): Promise<StageResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', (error) => resolve({ code: 1, output: Buffer.from(`${error.message}\n`) }))
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }))
  })
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`
}

/** The table printed at the end: one row per stage (wall clock), then the whole run's. */
export function stageTable(rows: readonly StageRow[], totalMs: number): string {
  const width = Math.max('total'.length, ...rows.map((row) => row.stage.length))
  const line = (stage: string, status: string, time: string, note = '') => `  ${stage.padEnd(width)}  ${status.padEnd(7)}  ${time.padStart(12)}${note}`
  return [
    '',
    'Stage times (wall clock):',
    ...rows.map((row) => line(row.stage, row.status, row.ms === undefined ? '-' : formatDuration(row.ms), row.beside ? `  (beside ${row.beside})` : '')),
    line('total', '', formatDuration(totalMs)),
    '',
  ].join('\n')
}

/** The groups to run: every stage, or only those named, in the usual order. */
export function selectGroups(only: ReadonlySet<string> | undefined): string[][] {
  return STAGE_GROUPS.map((group) => group.filter((stage) => !only || only.has(stage))).filter((group) => group.length > 0)
}

async function main(): Promise<void> {
  const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const groups = selectGroups(onlyArg ? new Set(onlyArg.split(',')) : undefined)
  const rows: StageRow[] = groups.flat().map((stage) => ({ stage, status: 'skipped' }))
  const start = performance.now()
  let exitCode = 0

  for (const group of groups) {
    if (exitCode !== 0) break
    const sideBySide = group.length > 1
    await Promise.all(
      group.map(async (stage) => {
        const began = performance.now()
        const { code, output } = await runStage(stage, sideBySide)
        const row = rows.find((candidate) => candidate.stage === stage)!
        row.ms = performance.now() - began
        row.status = code === 0 ? 'passed' : 'FAILED'
        if (sideBySide) {
          row.beside = group.filter((other) => other !== stage).join(', ')
          process.stdout.write(`\n> npm run ${stage} (ran beside ${row.beside})\n`)
          process.stdout.write(output)
        }
        if (code !== 0 && exitCode === 0) exitCode = code
      }),
    )
  }

  process.stdout.write(stageTable(rows, performance.now() - start))
  process.exitCode = exitCode
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
