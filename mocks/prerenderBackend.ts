import { getResponse } from 'msw'
import { handlers } from './allHandlers'
import { memorySnapshotStore, startPersistence } from './db/persistence'
import { memoryFileStore, setFileStore } from './files/fileStore'

/**
 * The build's home of the mock backend (src/app/prerender, scripts/prerenderPlugin.ts): the seed in
 * memory, the same handlers answering in-process, so the public pages are rendered at build time
 * with the content a fresh mock backend serves. Both build modes use it unless the build is
 * pointed at a real API (PRERENDER_API_URL).
 */
export async function startPrerenderBackend(): Promise<(request: Request) => Promise<Response>> {
  setFileStore(memoryFileStore())
  await startPersistence(memorySnapshotStore())
  return async (request) => {
    const answer = await getResponse([...handlers], request.clone())
    // Nothing leaves the build: a request no handler answers is a failure, not a trip to the network.
    if (!answer || answer.type === 'error') throw new TypeError(`The mock backend did not answer ${request.method} ${request.url}`)
    return answer
  }
}
