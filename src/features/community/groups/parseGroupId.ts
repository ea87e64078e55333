/** A group id from a URL (":id" or "?id="), or null when it is missing or not a positive whole number. */
export function parseGroupId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null
  const id = Number(raw.trim())
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
