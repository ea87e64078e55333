/*
 * A shared move's link (/move?id=…) in an api build: the shell's inline script (scripts/
 * firstPageChunksPlugin.ts puts it there) asks for the move while the HTML is still being parsed,
 * before the entry, React and the page's code have arrived; publishedMovesEarly takes that request
 * as its own. Pure and free of imports: the build (vite.config.ts) reads it in Node to write the
 * script.
 */

/** Published moves, no sign-in needed: movesApi declares the call, the early request asks it. */
export const PUBLISHED_MOVES_PATH = '/v3/api/custom/movetime/moves'
/** The Accept header the API client (axios) sends: the early requests send it too, to be the same request. */
export const CLIENT_ACCEPT = 'application/json, text/plain, */*'
/** As the API client's: a request that hangs gives up after as long. */
export const REQUEST_TIMEOUT_MS = 30_000

/** Where the shell's script leaves its request for the entry to take. */
const INLINE_REQUEST = '__movetimeSharedMove'

interface InlineRequest {
  id: number
  response: Promise<Response>
}

export interface SharedMoveRequestConfig {
  /** The API's address, without a trailing slash (src/api/config.ts apiBaseUrl). */
  apiBaseUrl: string
  /** The x-project header's value (src/api/config.ts projectHeader). */
  projectHeader: string
  /** The localStorage key of the session's token: a signed-in member's request carries it, so the entry sends that one. */
  tokenKey: string
}

/**
 * The inline script. It asks only for a signed-out visitor on /move with a positive whole id (as
 * parseMoveId reads it), and asks exactly what the API client would: the same URL, x-project and
 * Accept headers, and time limit. A failed request is left for the entry to see, never thrown here.
 */
export function sharedMoveRequestScript({ apiBaseUrl, projectHeader, tokenKey }: SharedMoveRequestConfig): string {
  const url = scriptJson(`${apiBaseUrl}${PUBLISHED_MOVES_PATH}?id=`)
  const headers = scriptJson({ accept: CLIENT_ACCEPT, 'x-project': projectHeader })
  const code =
    `(function(){try{var p=location.pathname,s=new URLSearchParams(location.search).get("id"),i;` +
    `if(!/^\\/move\\/?$/.test(p)||!/^\\d+$/.test((s||"").trim())||localStorage.getItem(${scriptJson(tokenKey)}))return;` +
    `i=Number(s.trim());if(!(i>0&&i<=Number.MAX_SAFE_INTEGER))return;` +
    `var r=fetch(${url}+i,{method:"GET",headers:${headers},signal:AbortSignal.timeout(${REQUEST_TIMEOUT_MS})});` +
    `r.catch(function(){});window[${JSON.stringify(INLINE_REQUEST)}]={id:i,response:r}}catch(e){}})()`
  return `<script>${code}</script>`
}

/** JSON whose "<" are escaped: no setting's value can close the script element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The inline script's request for move `id`, once; null when it made none (or asked for another move). */
export function takeInlineMoveRequest(id: number, where: object = globalThis): Promise<Response> | null {
  const holder = where as { [INLINE_REQUEST]?: InlineRequest }
  const request = holder[INLINE_REQUEST]
  delete holder[INLINE_REQUEST]
  return request?.id === id ? request.response : null
}
