import { record } from '@rrweb/record'
import { scrubSnapshotEvent } from './snapshotScrub'

/**
 * Session snapshots with rrweb, loaded (with rrweb) only when an admin turned snapshots on and the
 * visitor allowed them. What it records is masked three ways:
 *
 * - `maskAllInputs`: every field's value is stars;
 * - `maskTextSelector: '*'` (and the class `mt-mask`): every text on the page is stars, so the
 *   snapshot shows the layout, never what it says;
 * - `blockSelector`: hidden inputs (rrweb #1609: they are not masked as inputs, so their values
 *   leak without this) and `[data-private]` regions are not recorded at all, only their size;
 *
 * and every event then passes snapshotScrub.ts (attributes, links, the page's address).
 * Stylesheets are not copied into the snapshot (they are the app's own files) and scripts and
 * comments are left out, which keeps a page's snapshot to a few tens of kilobytes.
 */

export const SNAPSHOT_BLOCK_SELECTOR = 'input[type="hidden"], [data-private]'
export const SNAPSHOT_MASK_CLASS = 'mt-mask'

export interface RecorderOptions {
  /** Receives each scrubbed event. */
  onEvent: (event: unknown) => void
  /** The address the snapshot may show for the current page (its route pattern). */
  page: () => string
}

/** Starts recording the page as it is now (a full snapshot, then changes); returns the stop. */
export function startSnapshotRecorder({ onEvent, page }: RecorderOptions): () => void {
  const stop = record({
    emit: (event) => onEvent(scrubSnapshotEvent(event, page())),
    maskAllInputs: true,
    maskTextSelector: '*',
    maskTextClass: SNAPSHOT_MASK_CLASS,
    blockSelector: SNAPSHOT_BLOCK_SELECTOR,
    inlineStylesheet: false,
    inlineImages: false,
    recordCanvas: false,
    collectFonts: false,
    slimDOMOptions: 'all',
    // Mouse paths and scrolls sampled: enough to follow a visit, not every pixel.
    sampling: { mousemove: 200, scroll: 300, input: 'last' },
  })
  return () => stop?.()
}
