import axe from 'axe-core'

/** Test-only: axe's serious and critical findings in `root` (docs/architecture.md "Quality bars"), as rule ids. */
export async function seriousAxeViolations(root: Element): Promise<string[]> {
  // jsdom does not lay out or paint, so contrast cannot be judged here (Storybook and e2e do).
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}
