import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/** The schema's first message per field (nested fields by dotted path); none when the values pass. */
export function zodFieldErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  const errors: Record<string, string> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'root'] ??= issue.message
  return errors
}

/**
 * react-hook-form validation from a definition's zod schema: the first message per field. The
 * values typed are passed on unchanged (fields the schema does not name, the id, stay).
 */
export function zodResolver(schema: ZodType): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root'
      errors[name] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<FieldValues> }
  }
}
