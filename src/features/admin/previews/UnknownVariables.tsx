/** Variables the sample data has no value for: most often a typo the member would see as written. */
export function UnknownVariables({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null
  return (
    <p className="admin-preview__warning">
      The sample has no value for {names.map((name) => `{{${name}}}`).join(', ')}, so the preview shows {names.length === 1 ? 'it' : 'them'} as
      written. Check the spelling: a variable the app does not fill reaches members as written too.
    </p>
  )
}
