/** A crossed-out bell with its meaning as its name: "Muted". */
export function MutedIcon() {
  return (
    <svg className="space-muted-icon" role="img" aria-label="Muted" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <title>Muted</title>
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.3A1 1 0 0 0 5 17h14a1 1 0 0 0 .7-1.7L18 12.6V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
