/**
 * Writes public/media/captions/{slug}.vtt for every seeded move with cues: MoveTime's coaching
 * cues, in order, each shown for an equal share of the 6-second clip (the clip loops, and so do
 * they). Run by scripts/generate-media.mjs; on its own: `node --import tsx scripts/generate-captions.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLIP_SECONDS } from '../mocks/db/moveMedia'
import { SEED_MOVES } from '../mocks/db/seedMoves'

const OUT = 'public/media/captions'

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds)
  const millis = Math.round((seconds - whole) * 1000)
  return `00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`
}

export function captionsText(title: string, cues: readonly string[]): string {
  const share = CLIP_SECONDS / cues.length
  const blocks = cues.map((cue, index) => `${index + 1}\n${timestamp(index * share)} --> ${timestamp((index + 1) * share)}\n${cue}\n`)
  return `WEBVTT - ${title}\n\n${blocks.join('\n')}`
}

mkdirSync(OUT, { recursive: true })
const written = new Map<string, string>()
for (const move of SEED_MOVES) {
  if (!move.captions_url || !move.cues) continue
  written.set(move.captions_url.split('/').pop() ?? '', captionsText(move.title, move.cues))
}
for (const file of readdirSync(OUT)) if (!written.has(file)) rmSync(join(OUT, file))
for (const [file, text] of written) writeFileSync(join(OUT, file), text)
console.log(`${OUT}: ${written.size} caption files`)
