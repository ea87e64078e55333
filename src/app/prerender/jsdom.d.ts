/*
 * The part of jsdom the build's prerender uses (a DOM for DOMPurify and for reading rendered HTML in
 * Node). jsdom ships no types of its own; this saves a dependency on @types/jsdom for one constructor.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
