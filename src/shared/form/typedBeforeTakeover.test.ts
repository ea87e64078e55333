import { describe, expect, it } from 'vitest'
import { typedBeforeTakeover } from './typedBeforeTakeover'

/** Controls as a prerendered page draws them: their defaults are the HTML's. */
function drawn<E extends Element>(html: string): E {
  const host = document.createElement('div')
  host.innerHTML = html
  return host.firstElementChild as E
}

describe('typedBeforeTakeover', () => {
  it('gives the text typed into an input or a textarea, and nothing for one left as drawn', () => {
    const input = drawn<HTMLInputElement>('<input name="name" value="">')
    expect(typedBeforeTakeover(input)).toBeUndefined()
    input.value = 'Ines'
    expect(typedBeforeTakeover(input)).toBe('Ines')

    const textarea = drawn<HTMLTextAreaElement>('<textarea name="message">Hello</textarea>')
    expect(typedBeforeTakeover(textarea)).toBeUndefined()
    textarea.value = 'Hello there'
    expect(typedBeforeTakeover(textarea)).toBe('Hello there')
  })

  it('gives text cleared by hand as the empty string', () => {
    const input = drawn<HTMLInputElement>('<input name="name" value="Mia">')
    input.value = ''
    expect(typedBeforeTakeover(input)).toBe('')
  })

  it('gives a checkbox ticked or unticked by hand', () => {
    const box = drawn<HTMLInputElement>('<input type="checkbox" name="terms">')
    expect(typedBeforeTakeover(box)).toBeUndefined()
    box.checked = true
    expect(typedBeforeTakeover(box)).toBe(true)

    const ticked = drawn<HTMLInputElement>('<input type="checkbox" name="terms" checked>')
    ticked.checked = false
    expect(typedBeforeTakeover(ticked)).toBe(false)
  })

  it('gives the option chosen in a select, measured against the one the page was drawn with', () => {
    const select = drawn<HTMLSelectElement>('<select name="topic"><option value="">Choose</option><option value="billing">Billing</option></select>')
    expect(typedBeforeTakeover(select)).toBeUndefined()
    select.value = 'billing'
    expect(typedBeforeTakeover(select)).toBe('billing')

    const preset = drawn<HTMLSelectElement>('<select name="topic"><option value="">Choose</option><option value="billing" selected>Billing</option></select>')
    expect(typedBeforeTakeover(preset)).toBeUndefined()
    preset.value = ''
    expect(typedBeforeTakeover(preset)).toBe('')
  })
})
