// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot, sourceFiles } from './sourceFiles'

/*
 * One form model (issue 19): a form's messages, busy state and submit live in src/shared/form
 * (useForm), not in a component's own useState. A state named for a form's errors counts wherever
 * it is; `busy` and `error` count only in a file that holds a form (`<form` or a FormEvent), since
 * a confirm dialog, a developer-panel button or a sign-in-with-Google button is busy without being
 * a form. Test files and stories are code too: they show the next author how to write a form.
 */

const STATE = String.raw`\bconst\s*\[\s*(NAME)\s*,\s*set\w*\s*\]\s*=\s*(?:React\.)?useState\b`
const FORM_STATE = new RegExp(STATE.replace('NAME', 'formError|fieldErrors?|errors|submitting'))
const ACTION_STATE = new RegExp(STATE.replace('NAME', 'busy|error'))
const HOLDS_A_FORM = /<form\b|\bFormEvent\b/

/** The name of the hand-rolled form state this source declares, or null. */
function handRolledFormState(source: string): string | null {
  const match = FORM_STATE.exec(source) ?? (HOLDS_A_FORM.test(source) ? ACTION_STATE.exec(source) : null)
  return match?.[1] ?? null
}

/** At most three, each with why it cannot use useForm. None today. */
const ALLOWED: Readonly<Record<string, string>> = {}

const files = sourceFiles(['src']).filter((file) => !file.startsWith('src/shared/form/'))
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

describe('form state lives in src/shared/form', () => {
  it('no file outside src/shared/form declares its own form state', () => {
    const offenders = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => {
        const name = handRolledFormState(read(file))
        return name ? [`${file}: useState '${name}' (use useForm from src/shared/form)`] : []
      })
    expect(offenders).toEqual([])
  })

  it('names at most three exceptions, each still needed and explained', () => {
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(3)
    for (const [file, why] of Object.entries(ALLOWED)) {
      expect(why.trim(), file).not.toBe('')
      expect(existsSync(path.join(repoRoot, file)), file).toBe(true)
      expect(handRolledFormState(read(file)), `${file} no longer needs its exception`).not.toBeNull()
    }
  })

  it('knows hand-rolled form state when it sees it, and leaves other state alone', () => {
    expect(handRolledFormState(`const [formError, setFormError] = useState('')`)).toBe('formError')
    expect(handRolledFormState(`const [fieldError, setFieldError] = useState<string>()`)).toBe('fieldError')
    expect(handRolledFormState(`const [errors, setErrors] = React.useState<Record<string, string>>({})`)).toBe('errors')
    expect(handRolledFormState(`const [ submitting , setSubmitting ] = useState(false)`)).toBe('submitting')
    const withForm = (state: string) => `${state}\nreturn <form onSubmit={submit}></form>`
    expect(handRolledFormState(withForm(`const [busy, setBusy] = useState(false)`))).toBe('busy')
    expect(handRolledFormState(`const [busy, setBusy] = useState(false)\nconst submit = (event: FormEvent) => {}`)).toBe('busy')
    // Busy without a form: a confirm dialog or an action button.
    expect(handRolledFormState(`const [busy, setBusy] = useState(false)\nreturn <Button busy={busy} />`)).toBeNull()
    expect(handRolledFormState(withForm(`const [resumeError, setResumeError] = useState('')`))).toBeNull()
    expect(handRolledFormState(withForm(`const form = useForm({ initial: {} })`))).toBeNull()
  })
})
