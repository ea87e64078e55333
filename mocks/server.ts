import { dirname, join } from 'node:path'
import { createMiddleware } from '@mswjs/http-middleware'
import express, { type NextFunction, type Request, type Response } from 'express'
import { handlers } from './allHandlers'
import { applyFaultsAtTransport, networkControls, takeFault } from './devControls'
import { DEFAULT_DATA_FILE, fileSnapshotStore } from './db/fileSnapshotStore'
import { startPersistence } from './db/persistence'
import { directoryFileStore } from './files/directoryFileStore'
import { setFileStore } from './files/fileStore'
import { API_PATH, FILES_PATH } from '@mocks/http/gateHandlers'
import { acceptProjectCredentials } from '@mocks/http/projectCredentials'

/**
 * The HTTP home: `npm run mock:server`. Api-mode builds and end-to-end tests talk to it over real
 * HTTP. Data, sessions and uploads live in files (MOCK_DATA_FILE, default .mock-data/db.json, and
 * a files/ folder beside it), so they survive a restart like a real server's.
 */
const dataFile = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE
setFileStore(directoryFileStore(join(dirname(dataFile), 'files')))
const persistence = await startPersistence(fileSnapshotStore(dataFile))

if (process.env.MOCK_PROJECT_ID && process.env.MOCK_PROJECT_SECRET) {
  acceptProjectCredentials(process.env.MOCK_PROJECT_ID, process.env.MOCK_PROJECT_SECRET)
}

function cors(request: Request, response: Response, next: NextFunction): void {
  const origin = request.headers.origin
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Vary', 'Origin')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, x-project, range')
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range, Accept-Ranges, Content-Length')
    response.setHeader('Access-Control-Max-Age', '600')
  }
  if (request.method === 'OPTIONS') {
    response.status(204).end()
    return
  }
  next()
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
app.use(cors)
app.use(offline)
app.use(faults)
app.use(createMiddleware(...handlers))
app.use((_request: Request, response: Response) => {
  response.status(404).json({ error: true, message: 'Not found.' })
})

const port = Number(process.env.PORT) || 8787
const listener = app.listen(port, () => {
  console.log(`MoveTime mock API listening on http://localhost:${port}`)
})

function shutDown(): void {
  persistence.stop()
  listener.close(() => process.exit(0))
  // Keep-alive connections can hold close() open; the data is already saved.
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
