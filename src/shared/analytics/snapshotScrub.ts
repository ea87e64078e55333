/**
 * A second lock on session snapshots, after rrweb's own masking (maskAllInputs, every text masked,
 * hidden inputs and [data-private] blocked): every recorded event passes through here before it is
 * kept. rrweb masks text and input values but copies attributes as they are, and a page puts
 * people's words in attributes too (an avatar's alt, a button's aria-label, a title, a
 * placeholder, a data-* value, a link's query). So:
 *
 * - text is masked again (a text node rrweb's selector missed stays masked here);
 * - attributes that carry words are masked, data-* attributes dropped, and links and sources keep
 *   their path but lose their query and fragment (tokens live there);
 * - input events keep only the masked length;
 * - the page address (meta event) is the route's pattern, not the address with its ids.
 *
 * Framework-free and pure: unit-tested with rrweb's event shapes.
 */

/** rrweb's event and node kinds (rrweb's own enums, by value, so this module does not load rrweb). */
const EVENT = { fullSnapshot: 2, incremental: 3, meta: 4 } as const
const SOURCE = { mutation: 0, input: 5 } as const
const NODE = { element: 2, text: 3, comment: 5 } as const

/** Attributes whose value is words someone could read. */
const WORD_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'aria-braillelabel',
  'aria-brailleroledescription',
  'placeholder',
  'value',
  'label',
  'content',
  'summary',
  'abbr',
  'download',
  'name',
])
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'xlink:href'])

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every visible character becomes `*`; spacing stays, so the layout's shape survives. */
export function maskText(text: string): string {
  return text.replace(/\S/g, '*')
}

/** A path without query or fragment; other origins keep their origin and path. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/)
  return cut === -1 ? url : url.slice(0, cut)
}

function scrubAttribute(name: string, value: unknown): unknown {
  const key = name.toLowerCase()
  if (typeof value !== 'string') return value
  if (key.startsWith('data-') && !key.startsWith('data-rr')) return undefined
  if (key === 'srcset') return value.split(',').map((part) => withoutQuery(part.trim())).join(', ')
  if (LINK_ATTRIBUTES.has(key)) return withoutQuery(value)
  if (WORD_ATTRIBUTES.has(key)) return maskText(value)
  return value
}

function scrubAttributes(attributes: unknown): unknown {
  if (!isObject(attributes)) return attributes
  const clean: Json = {}
  for (const [name, value] of Object.entries(attributes)) {
    const scrubbed = scrubAttribute(name, value)
    if (scrubbed !== undefined) clean[name] = scrubbed
  }
  return clean
}

/** A serialized node and its children, scrubbed in place of a copy. */
function scrubNode(node: unknown): unknown {
  if (!isObject(node)) return node
  const clean: Json = { ...node }
  if (node.type === NODE.element) clean.attributes = scrubAttributes(node.attributes)
  // Style text is CSS, not words; every other text and comment is masked.
  if ((node.type === NODE.text && node.isStyle !== true) || node.type === NODE.comment) {
    if (typeof node.textContent === 'string') clean.textContent = maskText(node.textContent)
  }
  if (Array.isArray(node.childNodes)) clean.childNodes = node.childNodes.map(scrubNode)
  return clean
}

function scrubMutation(data: Json): Json {
  const clean: Json = { ...data }
  if (Array.isArray(data.texts)) clean.texts = data.texts.map((text) => (isObject(text) && typeof text.value === 'string' ? { ...text, value: maskText(text.value) } : text))
  if (Array.isArray(data.attributes)) {
    clean.attributes = data.attributes.map((change) => (isObject(change) ? { ...change, attributes: scrubAttributes(change.attributes) } : change))
  }
  if (Array.isArray(data.adds)) clean.adds = data.adds.map((add) => (isObject(add) ? { ...add, node: scrubNode(add.node) } : add))
  return clean
}

/**
 * One rrweb event, scrubbed. `page` is the address the meta event may show (the route's pattern
 * on this origin). Events of unknown shape pass unchanged only if they carry no text of their own.
 */
export function scrubSnapshotEvent(event: unknown, page: string): unknown {
  if (!isObject(event) || !isObject(event.data)) return event
  const data = event.data
  switch (event.type) {
    case EVENT.meta:
      return { ...event, data: { ...data, href: page } }
    case EVENT.fullSnapshot:
      return { ...event, data: { ...data, node: scrubNode(data.node) } }
    case EVENT.incremental:
      if (data.source === SOURCE.mutation) return { ...event, data: scrubMutation(data) }
      if (data.source === SOURCE.input) return { ...event, data: { ...data, text: typeof data.text === 'string' ? maskText(data.text) : data.text } }
      return event
    default:
      return event
  }
}
