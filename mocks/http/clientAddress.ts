/**
 * Where a request came from, for limits per client (the contact form's). Only the HTTP home knows:
 * mocks/server/clientAddress.ts writes the socket's address into this header, replacing one a
 * caller sent, before the handlers run. In the browser and in Vitest every request is the one
 * local client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address'

export const LOCAL_CLIENT = 'local'

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || LOCAL_CLIENT
}
