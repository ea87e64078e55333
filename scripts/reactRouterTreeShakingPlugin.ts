import type { Plugin } from 'vite'

const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/
const UNMARKED_REACT_CALL = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm

/** react-router's code with its components' React calls marked pure and their display names dropped; how many of each. */
export function shakeableReactRouter(code: string): { code: string; pureCalls: number; displayNames: number } {
  let pureCalls = 0
  let displayNames = 0
  const shaken = code
    .replace(UNMARKED_REACT_CALL, (_match, call: string) => {
      pureCalls += 1
      return `= /* @__PURE__ */ ${call}`
    })
    .replace(DISPLAY_NAME, () => {
      displayNames += 1
      return ''
    })
  return { code: shaken, pureCalls, displayNames }
}

/**
 * Lets the bundler drop the parts of react-router the app never uses. Its build declares components
 * as `var Form = React.forwardRef(…)` followed by `Form.displayName = "Form"`: a call not marked pure
 * and a property write, both kept as possible side effects, and with them everything the component
 * reaches (Form keeps useSubmit and the form-submission helpers, ScrollRestoration its storage).
 * Marking those React calls pure and dropping the names (which minified builds do not show anyway)
 * leaves only what the app's and the admin's imports reach: 1.4 KB gzip less on every page.
 *
 * The build fails if react-router was bundled but nothing was marked: a new react-router whose
 * build reads differently would otherwise quietly bring the unused components back.
 */
export function reactRouterTreeShaking(): Plugin {
  let seen = false
  let marked = 0
  return {
    name: 'movetime:react-router-tree-shaking',
    apply: 'build',
    buildStart() {
      seen = false
      marked = 0
    },
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null
      seen = true
      const shaken = shakeableReactRouter(code)
      marked += shaken.pureCalls
      return { code: shaken.code, map: null }
    },
    buildEnd(error) {
      if (!error && seen && marked === 0) {
        this.error('react-router’s build no longer declares components as `= React.forwardRef(…)`: update scripts/reactRouterTreeShakingPlugin.ts to its new shape.')
      }
    },
  }
}
