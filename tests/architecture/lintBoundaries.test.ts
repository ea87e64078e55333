// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoRoot as root, sourceFiles } from './sourceFiles'

/*
 * The import rules are only worth having if they cannot be bypassed: each fixture below is a file
 * the linter sees at `file` (nothing is written to the tree) with one import in it, linted with the
 * project's own eslint.config.js.
 */

const RULE = 'layers/layer-boundaries'

interface Fixture {
  file: string
  source: string
}

const importing = (file: string, specifier: string): Fixture => ({ file, source: `import { thing } from '${specifier}'\nexport const used = thing\n` })

const forbidden: Record<string, Fixture[]> = {
  'a feature importing another feature': [
    importing('src/features/moves/editor/MoveForm.tsx', '../../account/useFormSubmit'),
    importing('src/features/moves/MoveThing.ts', '../account/useFormSubmit'),
    importing('src/features/moves/MoveThing.ts', '@/features/account/useFormSubmit'),
    importing('src/features/moves/MoveThing.ts', '@/features/moves/../account/useFormSubmit'),
    importing('src/features/moves/MoveThing.ts', '/src/features/account/useFormSubmit'),
    importing('src/features/moves/MoveThing.test.ts', '@/features/account/useFormSubmit'),
    { file: 'src/features/moves/MoveThing.ts', source: "export { thing } from '../billing/plans/planWording'\n" },
    { file: 'src/features/moves/MoveThing.ts', source: "export * from '@/features/billing/plans/planWording'\n" },
    { file: 'src/features/moves/MoveThing.ts', source: "export const later = () => import('@/features/account/AccountPage')\n" },
    { file: 'src/features/moves/MoveThing.ts', source: "import type { Thing } from '../account/accountTypes'\nexport type Same = Thing\n" },
  ],
  'ui importing offline': [
    importing('src/ui/button/ButtonThing.ts', '@/offline/sync/outbox'),
    importing('src/ui/button/ButtonThing.ts', '../../offline/sync/outbox'),
    importing('src/ui/button/ButtonThing.ts', '/src/offline/sync/outbox'),
  ],
  'api importing offline': [
    importing('src/api/moves/movesThing.ts', '@/offline/store/libraryStore'),
    importing('src/api/moves/movesThing.ts', '../../offline/store/libraryStore'),
    importing('src/api/http.ts', '../offline/store/libraryStore'),
  ],
  'layers importing upwards': [
    importing('src/lib/auth/authThing.ts', '@/ui/button/Button'),
    importing('src/lib/auth/authThing.ts', '../../api/http'),
    importing('src/ui/button/ButtonThing.ts', '@/api/http'),
    importing('src/api/moves/movesThing.ts', '@/ui/button/Button'),
    importing('src/offline/store/storeThing.ts', '@/shared/remote/useRemoteData'),
    importing('src/offline/store/storeThing.ts', '../../shared/remote/useRemoteData'),
    importing('src/shared/remote/remoteThing.ts', '@/features/moves/library/useLibrary'),
    importing('src/shared/remote/remoteThing.ts', '../../features/moves/library/useLibrary'),
    importing('src/shared/remote/remoteThing.ts', '@/app/routes/routeTable'),
    importing('src/features/moves/MoveThing.ts', '@/app/routes/routeTable'),
    importing('src/features/moves/MoveThing.ts', '../../app/routes/routeTable'),
  ],
  'a folder in src outside the layers': [importing('src/admin/AdminThing.ts', '@/features/moves/library/useLibrary'), importing('src/helpers.ts', 'react')],
  'production code importing mocks or tests': [
    importing('src/features/moves/MoveThing.ts', '@mocks/db/db'),
    importing('src/features/moves/MoveThing.ts', '../../../mocks/db/db'),
    importing('src/app/App.tsx', '@mocks/browser'),
    importing('src/api/http.ts', '@mocks/node'),
    importing('src/shared/remote/remoteThing.ts', '@tests/support/mockBackend'),
    importing('mocks/handlers/someHandlers.ts', '@tests/support/mockBackend'),
  ],
  'mocks importing the app, shared, features, offline or ui': [
    importing('mocks/handlers/someHandlers.ts', '@/features/moves/library/useLibrary'),
    importing('mocks/handlers/someHandlers.ts', '../../src/features/moves/library/useLibrary'),
    importing('mocks/db/seedThing.ts', '@/shared/paths/routePaths'),
    importing('mocks/db/seedThing.ts', '@/app/routes/routeTable'),
    importing('mocks/db/seedThing.ts', '@/offline/store/libraryStore'),
    importing('mocks/db/seedThing.ts', '../../src/ui/button/Button'),
    importing('mocks/handlers/someHandlers.test.ts', '@/features/moves/library/useLibrary'),
  ],
  'mock helpers and domain logic importing handlers': [
    importing('mocks/billing/refundThing.ts', '@mocks/http/../handlers/auth/authHandlers'),
    importing('mocks/billing/refundThing.ts', '../handlers/auth/authHandlers'),
    importing('mocks/http/guardThing.ts', '@mocks/handlers/records/recordsHandlers'),
    importing('mocks/db/seedThing.ts', '../handlers/moves/movesHandlers'),
  ],
}

const allowed: Record<string, Fixture[]> = {
  'a feature importing its own folder and the layers below': [
    importing('src/features/moves/editor/MoveForm.tsx', '../library/useLibrary'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/features/moves/library/useLibrary'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/shared/form/useForm'),
    importing('src/features/moves/editor/MoveForm.tsx', '../../../shared/form/useForm'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/offline/sources/offlineFirstSource'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/api/moves/movesApi'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/ui/button/Button'),
    importing('src/features/moves/editor/MoveForm.tsx', '@/lib/isEmpty'),
    importing('src/features/moves/editor/MoveForm.tsx', 'react'),
  ],
  'shared importing offline, api, ui and lib': [
    importing('src/shared/remote/remoteThing.ts', '@/offline/session/offlineSession'),
    importing('src/shared/remote/remoteThing.ts', '../../offline/session/offlineSession'),
    importing('src/shared/remote/remoteThing.ts', '@/api/apiError'),
    importing('src/shared/remote/remoteThing.ts', '@/ui/button/Button'),
  ],
  'the lower layers importing what is below them': [
    importing('src/offline/store/storeThing.ts', '@/api/moves/movesApi'),
    importing('src/offline/store/storeThing.ts', '@/ui/button/Button'),
    importing('src/api/moves/movesThing.ts', '@/lib/isEmpty'),
    importing('src/ui/button/ButtonThing.ts', '../../lib/isEmpty'),
  ],
  'the app importing features and everything else in src': [
    importing('src/app/routes/routeThing.ts', '@/features/moves/library/LibraryPage'),
    importing('src/app/routes/routeThing.ts', '../../features/moves/library/LibraryPage'),
    { file: 'src/app/routes/routeThing.ts', source: "export const later = () => import('@/features/account/AccountPage')\n" },
    importing('src/main.tsx', '@/app/App'),
  ],
  'the mock-mode entry point, tests, test helpers and stories reaching the mock': [
    { file: 'src/main.tsx', source: "export const start = () => import('@mocks/browser')\n" },
    importing('src/features/moves/MoveThing.test.ts', '@mocks/node'),
    importing('src/features/moves/MoveThing.test.ts', '@tests/support/mockBackend'),
    importing('src/features/moves/MoveThing.stories.tsx', '@mocks/db/db'),
    importing('src/offline/store/storeFixtures.testing.ts', '../../../mocks/db/db'),
  ],
  'mocks importing api, lib and themselves': [
    importing('mocks/handlers/someHandlers.ts', '@/api/moves/moveTypes'),
    importing('mocks/handlers/someHandlers.ts', '../../src/lib/isEmpty'),
    importing('mocks/handlers/someHandlers.ts', '@mocks/db/db'),
    importing('mocks/handlers/someHandlers.test.ts', '@tests/support/mockBackend'),
    importing('mocks/allHandlers.ts', '@mocks/handlers/auth/authHandlers'),
    importing('mocks/handlers/auth/authHandlers.ts', './captchaHandlers'),
    importing('mocks/billing/refundThing.ts', '../http/guard'),
    importing('mocks/testing/callThing.ts', '@mocks/db/db'),
    importing('mocks/billing/refundThing.test.ts', '../handlers/payments/paymentsHandlers'),
  ],
}

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
})

/** The layer rule's messages for the fixture; throws if the fixture does not even parse. */
async function boundaryMessages({ file, source }: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) })
  if (!result) throw new Error(`ESLint returned nothing for ${file}`)
  const fatal = result.messages.filter((message) => message.fatal)
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal.map((message) => message.message).join('; ')}`)
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

const describeFixture = ({ file, source }: Fixture) => `${file}: ${source.trim().split('\n')[0]}`

describe('import rules (eslint.config.js)', () => {
  for (const [what, fixtures] of Object.entries(forbidden)) {
    it(`reject ${what}`, async () => {
      const passed: string[] = []
      for (const fixture of fixtures) if ((await boundaryMessages(fixture)).length === 0) passed.push(describeFixture(fixture))
      expect(passed, 'these forbidden imports passed lint').toEqual([])
    }, 60_000)
  }

  for (const [what, fixtures] of Object.entries(allowed)) {
    it(`allow ${what}`, async () => {
      const rejected: string[] = []
      for (const fixture of fixtures) {
        const messages = await boundaryMessages(fixture)
        if (messages.length > 0) rejected.push(`${describeFixture(fixture)} — ${messages.join(' ')}`)
      }
      expect(rejected, 'these allowed imports failed lint').toEqual([])
    }, 60_000)
  }

  it('cannot be switched off inside a file', () => {
    // A bare eslint-disable turns off every rule, this one included; a named one must name another rule.
    const switchOff = /eslint-disable(?:-next-line|-line)?(?=\s*(?:\*\/|--|$))|eslint-disable[^\n]*layer-boundaries|eslint\s+layers\//m
    const offenders = sourceFiles(['src', 'mocks']).filter((file) => switchOff.test(readFileSync(path.join(root, file), 'utf8')))
    expect(offenders, 'files that switch the import rules off').toEqual([])
  })
})
