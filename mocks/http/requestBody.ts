import { HttpError, MESSAGES } from './httpErrors'

/** Reading request bodies: always a JSON object, or 400. */

export type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as a JSON object, or 400. An empty body reads as `{}`. */
export async function readJsonObject(request: Request): Promise<JsonObject> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, MESSAGES.badJson)
  }
  if (!isJsonObject(value)) throw new HttpError(400, MESSAGES.badJson)
  return value
}

export function stringField(body: JsonObject, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : ''
}
