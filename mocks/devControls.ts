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
  clearFaults()
}

/**
 * Failures a real network and server produce, for testing that the app's sync converges:
 * `server-error` answers 500 without doing anything; `lose-response` does the work and then
 * drops the connection, so the client never learns it succeeded.
 */
export type FaultMode = 'server-error' | 'lose-response'

export interface Fault {
  /** Applies to requests whose path ends with this (e.g. "/toggle-favourite"). */
  pathEndsWith: string
  mode: FaultMode
  /** How many matching requests fail; the fault is gone after that. */
  remaining: number
}

const faults: Fault[] = []

/**
 * Where faults are applied: inside the handlers (browser and Vitest homes), or by the HTTP
 * server around them, which can drop a real connection after the handler has answered.
 */
let appliedByTransport = false

export function applyFaultsAtTransport(): void {
  appliedByTransport = true
}

export function faultsAppliedByTransport(): boolean {
  return appliedByTransport
}

/** Injected faults are one test's tools: a reset of the demo data ends those not used up. */
export function clearFaults(): void {
  faults.length = 0
}

export function addFault(fault: Fault): void {
  faults.push({ ...fault })
}

export function pendingFaults(): readonly Fault[] {
  return faults.map((fault) => ({ ...fault }))
}

/** The fault this request meets, if any (using it up). */
export function takeFault(pathname: string): FaultMode | null {
  const index = faults.findIndex((fault) => pathname.endsWith(fault.pathEndsWith))
  const fault = faults[index]
  if (!fault) return null
  fault.remaining -= 1
  if (fault.remaining <= 0) faults.splice(index, 1)
  return fault.mode
}
