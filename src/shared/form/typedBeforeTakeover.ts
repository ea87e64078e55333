/** A control a form binds with `field()` or `checkbox()`. */
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a visitor typed into a prerendered control before the app took the page over, if anything.
 *
 * React takes over a controlled field without touching its text, but its state still holds the
 * value the page was built with, and the next render writes that back over the visitor's text
 * (react/react#26974; React's own fix sits behind a flag). The control's default is what the
 * server drew, so a control whose live value differs from it was changed by hand. In a page React
 * drew itself, the two agree when the control mounts, so this answers only for a takeover.
 */
export function typedBeforeTakeover(control: FormControl): string | boolean | undefined {
  if (control instanceof HTMLSelectElement) {
    const drawn = [...control.options].find((option) => option.defaultSelected) ?? control.options[0]
    return drawn && control.value !== drawn.value ? control.value : undefined
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked ? control.checked : undefined
  }
  return control.value !== control.defaultValue ? control.value : undefined
}
