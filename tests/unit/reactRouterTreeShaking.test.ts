// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shakeableReactRouter } from '../../scripts/reactRouterTreeShakingPlugin'

const BUILD = join('node_modules', 'react-router', 'dist', 'production')

describe('shakeableReactRouter', () => {
  it('marks component declarations pure and drops their display names, leaving other code alone', () => {
    const code = [
      'var Form = React10.forwardRef(function Form2(props, ref) { return useSubmit(); });',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React2.memo(Inner);',
      'var router = createRouter(routes);',
      'label.displayName = computeName();',
    ].join('\n')
    const shaken = shakeableReactRouter(code)
    expect(shaken.code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(')
    expect(shaken.code).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null)')
    expect(shaken.code).toContain('var Memo = /* @__PURE__ */ React2.memo(Inner)')
    expect(shaken.code).not.toContain('Form.displayName')
    expect(shaken.code).toContain('var router = createRouter(routes);')
    expect(shaken.code).toContain('label.displayName = computeName();')
    expect(shaken).toMatchObject({ pureCalls: 3, displayNames: 1 })
  })

  it('finds the components in the installed react-router build', () => {
    const chunks = readdirSync(BUILD).filter((name) => /^chunk-[A-Z0-9]+\.mjs$/.test(name))
    const shaken = chunks.map((name) => shakeableReactRouter(readFileSync(join(BUILD, name), 'utf8')))
    expect(shaken.reduce((sum, chunk) => sum + chunk.pureCalls, 0)).toBeGreaterThanOrEqual(10)
    expect(shaken.some((chunk) => /^\w+\.displayName = "/m.test(chunk.code))).toBe(false)
  })
})
