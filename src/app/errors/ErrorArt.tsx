/** Decorative picture for the error pages: a paused play button in the brand colours. */
export function ErrorArt() {
  return (
    <svg className="mt-error-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="var(--color-primary-soft)" />
      <circle cx="60" cy="60" r="38" fill="var(--color-surface)" stroke="var(--color-primary)" strokeWidth="4" />
      <rect x="48" y="44" width="8" height="32" rx="3" fill="var(--color-primary)" />
      <rect x="64" y="44" width="8" height="32" rx="3" fill="var(--color-primary)" />
    </svg>
  )
}
