// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STAGE_GROUPS, formatDuration, selectGroups, stageTable } from '../../scripts/run-test-stages.ts'
import { NODE_ENVIRONMENT_DOCBLOCK, nodeEnvironmentTests } from '../setup/nodeEnvironmentTests.ts'

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }

describe('npm test', () => {
  it('runs the stage runner, which keeps every check in its order', () => {
    expect(packageJson.scripts.test).toBe('node --import tsx scripts/run-test-stages.ts')
    expect(STAGE_GROUPS.flat()).toEqual(['typecheck', 'lint', 'test:unit', 'build-storybook', 'test:e2e', 'check:budget'])
    for (const stage of STAGE_GROUPS.flat()) expect(packageJson.scripts[stage], stage).toBeTruthy()
  })

  it('runs only the named stages when asked, in the usual order', () => {
    expect(selectGroups(new Set(['check:budget', 'lint']))).toEqual([['lint'], ['check:budget']])
    expect(selectGroups(undefined)).toEqual(STAGE_GROUPS)
  })

  it('prints each stage with its time, the skipped ones and the total', () => {
    const table = stageTable(
      [
        { stage: 'typecheck', status: 'passed', ms: 41_400, beside: 'lint' },
        { stage: 'test:unit', status: 'FAILED', ms: 372_000 },
        { stage: 'test:e2e', status: 'skipped' },
      ],
      413_900,
    )
    expect(table).toMatch(/typecheck\s+passed\s+41 s {2}\(beside lint\)/)
    expect(table).toMatch(/test:unit\s+FAILED\s+6 min 12 s/)
    expect(table).toMatch(/test:e2e\s+skipped\s+-/)
    expect(table).toMatch(/total\s+6 min 54 s/)
    expect(formatDuration(59_400)).toBe('59 s')
    expect(formatDuration(60_000)).toBe('1 min 00 s')
  })
})

describe('the Node test environment', () => {
  it('takes the files whose first line is the docblock, and no others', () => {
    const root = mkdtempSync(join(tmpdir(), 'node-env-tests-'))
    mkdirSync(join(root, 'src', 'deep'), { recursive: true })
    writeFileSync(join(root, 'src', 'pure.test.ts'), `${NODE_ENVIRONMENT_DOCBLOCK}\nimport { it } from 'vitest'\n`)
    writeFileSync(join(root, 'src', 'deep', 'pure.test.tsx'), `${NODE_ENVIRONMENT_DOCBLOCK}\r\nimport { it } from 'vitest'\n`)
    writeFileSync(join(root, 'src', 'dom.test.ts'), `import { it } from 'vitest'\n${NODE_ENVIRONMENT_DOCBLOCK}\n`)
    writeFileSync(join(root, 'src', 'other.test.ts'), `// @vitest-environment nodefake\n`)
    writeFileSync(join(root, 'src', 'helper.ts'), `${NODE_ENVIRONMENT_DOCBLOCK}\n`)
    expect(nodeEnvironmentTests(root, ['src'])).toEqual(['src/deep/pure.test.tsx', 'src/pure.test.ts'])
  })

  it('holds this file, which declares it', () => {
    const root = new URL('../..', import.meta.url).pathname
    expect(nodeEnvironmentTests(root, ['tests'])).toContain('tests/unit/testStages.test.ts')
    expect(typeof document).toBe('undefined')
  })
})
