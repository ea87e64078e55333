/**
 * A column header that only screen readers hear, for a column whose cells speak for themselves
 * (the row's View and Edit links): the column still has a name, and nothing shows on screen.
 */
export function HiddenColumnHeader({ label }: { label: string }) {
  return (
    <th scope="col">
      <span className="visually-hidden">{label}</span>
    </th>
  )
}
