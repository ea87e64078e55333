/**
 * The developer panel's network switches. Module state, shared by every handler of one home
 * (a browser tab's worker client, a Vitest run, the HTTP server process); not persisted, so a
 * reload always comes back online.
 */
export interface NetworkControls {
  offline: boolean
  /** Added before every API answer, to show loading states. */
  latencyMs: number
}

const controls: NetworkControls = { offline: false, latencyMs: 0 }

export function networkControls(): Readonly<NetworkControls> {
  return { ...controls }
}

export function setNetworkControls(next: Partial<NetworkControls>): Readonly<NetworkControls> {
  if (next.offline !== undefined) controls.offline = next.offline
  if (next.latencyMs !== undefined) controls.latencyMs = Math.max(0, Math.round(next.latencyMs))
  return networkControls()
}

export function resetNetworkControls(): void {
  controls.offline = false
  controls.latencyMs = 0
}
