/*
 * An in-memory Cache Storage for jsdom, which has none. It keeps what the real one promises and the
 * downloads rely on: put() reads the whole body and stores nothing when the body errors, match()
 * ignores the Range header, and a store past `quotaBytes` fails with QuotaExceededError.
 */

interface StoredEntry {
  body: Uint8Array
  status: number
  headers: [string, string][]
}

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), globalThis.location.href).href

export class FakeCache implements Cache {
  readonly entries = new Map<string, StoredEntry>()
  constructor(private readonly storage: FakeCacheStorage) {}

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = new Uint8Array(await response.arrayBuffer())
    const key = keyOf(request)
    const others = this.storage.usedBytes() - (this.entries.get(key)?.body.byteLength ?? 0)
    if (others + body.byteLength > this.storage.quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.entries.set(key, { body, status: response.status, headers: [...response.headers.entries()] })
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(keyOf(request))
    if (!entry) return undefined
    return new Response(entry.body.slice(), { status: entry.status, headers: entry.headers })
  }

  async matchAll(request?: RequestInfo | URL): Promise<readonly Response[]> {
    if (request === undefined) return Promise.all([...this.entries.keys()].map(async (key) => (await this.match(key)) as Response))
    const one = await this.match(request)
    return one ? [one] : []
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request))
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((key) => new Request(key))
  }

  async add(): Promise<void> {
    throw new Error('Not used by the downloads.')
  }

  async addAll(): Promise<void> {
    throw new Error('Not used by the downloads.')
  }
}

export class FakeCacheStorage implements CacheStorage {
  readonly caches = new Map<string, FakeCache>()
  constructor(public quotaBytes: number = Number.POSITIVE_INFINITY) {}

  usedBytes(): number {
    let total = 0
    for (const cache of this.caches.values()) for (const entry of cache.entries.values()) total += entry.body.byteLength
    return total
  }

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name)
    if (!cache) {
      cache = new FakeCache(this)
      this.caches.set(name, cache)
    }
    return cache
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const response = await cache.match(request)
      if (response) return response
    }
    return undefined
  }

  /** The URLs stored in one cache, for assertions. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])]
  }
}
