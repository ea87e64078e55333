import { dirname, join } from 'node:path'
import { createMiddleware } from '@mswjs/http-middleware'
import { randomBytes } from 'node:crypto'
import express, { type NextFunction, type Request, type Response } from 'express'
import { handlers } from './allHandlers'
import { applyFaultsAtTransport, networkControls, takeFault } from './devControls'
import { DEFAULT_DATA_FILE, fileSnapshotStore } from './db/fileSnapshotStore'
import { startPersistence } from './db/persistence'
import { directoryFileStore } from './files/directoryFileStore'
import { setFileStore } from './files/fileStore'
import { API_PATH, FILES_PATH } from '@mocks/http/gateHandlers'
import { acceptProjectCredentials } from '@mocks/http/projectCredentials'
import { parseAppOrigins, setAppOrigins } from '@mocks/http/appOrigins'
import { withBodyLimit } from './server/bodyLimit'
import { originPolicy } from './server/originPolicy'
import { stampClientAddress } from './server/clientAddress'

/**
 * The HTTP home: `npm run mock:server`. Api-mode builds and end-to-end tests talk to it over real
 * HTTP. Data, sessions and uploads live in files (MOCK_DATA_FILE, default .mock-data/db.json, and
 * a files/ folder beside it), so they survive a restart like a real server's.
 */
const dataFile = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE
setFileStore(directoryFileStore(join(dirname(dataFile), 'files')))
const persistence = await startPersistence(fileSnapshotStore(dataFile))

if (process.env.APP_ORIGIN) setAppOrigins(parseAppOrigins(process.env.APP_ORIGIN))
const controlToken = process.env.MOCK_CONTROL_TOKEN || randomBytes(16).toString('hex')

if (process.env.MOCK_PROJECT_ID && process.env.MOCK_PROJECT_SECRET) {
  acceptProjectCredentials(process.env.MOCK_PROJECT_ID, process.env.MOCK_PROJECT_SECRET)
}

/** "Go offline" over real HTTP: drop the connection, as a dead network would. */
function offline(request: Request, _response: Response, next: NextFunction): void {
  if (networkControls().offline && (API_PATH.test(request.path) || FILES_PATH.test(request.path))) {
    request.socket.destroy()
    return
  }
  next()
}

/** Faults over real HTTP: a 500 before the work, or the work done and the connection dropped. */
function faults(request: Request, response: Response, next: NextFunction): void {
  const fault = API_PATH.test(request.path) ? takeFault(request.path) : null
  if (fault === 'server-error') {
    response.status(500).json({ error: true, message: 'The server had a problem. Please try again.' })
    return
  }
  if (fault === 'lose-response') {
    // Nothing of the answer leaves the server: not a header, not a byte.
    response.write = (() => true) as Response['write']
    response.end = (() => {
      request.socket.destroy()
      return response
    }) as Response['end']
  }
  next()
}

applyFaultsAtTransport()
const app = express()
app.disable('x-powered-by')
app.use(originPolicy(controlToken))
app.use(offline)
app.use(faults)
app.use(stampClientAddress)
app.use(withBodyLimit(createMiddleware(...handlers)))
app.use((_request: Request, response: Response) => {
  response.status(404).json({ error: true, message: 'Not found.' })
})

const port = process.env.PORT === undefined ? 8787 : Number(process.env.PORT)
// Loopback unless asked: the demo Google sign-in hands out a member's token to whoever asks.
const host = process.env.HOST || '127.0.0.1'
const listener = app.listen(port, host, () => {
  const address = listener.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  console.log(`MoveTime mock API listening on http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`)
  console.log(`Mock controls token: ${controlToken}`)
  if (!['127.0.0.1', '::1', 'localhost'].includes(host)) {
    console.warn(`Warning: HOST=${host} makes the mock API, its demo data and its one-click demo sign-in reachable from the network.`)
  }
})

function shutDown(): void {
  persistence.stop()
  listener.close(() => process.exit(0))
  // Keep-alive connections can hold close() open; the data is already saved.
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
