/** Field name → message. Field names match the API's, so server and client messages land on the same field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/** Only messages for fields the form shows; the rest are covered by the form-level message. */
export function pickFieldErrors<K extends string>(errors: Readonly<Record<string, string>>, fields: readonly K[]): FieldErrors<K> {
  const picked: FieldErrors<K> = {}
  for (const field of fields) if (errors[field]) picked[field] = errors[field]
  return picked
}
