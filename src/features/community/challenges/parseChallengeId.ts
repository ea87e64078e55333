/** A challenge id from the URL, or null when it cannot be one (the page then says "not found" without asking). */
export function parseChallengeId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
