/**
 * Builds the demo library's media and facts from the Free Exercise DB (public domain, Unlicense;
 * github.com/yuhonas/free-exercise-db). The outputs are committed; CI never runs this.
 *
 *   mocks/db/freeExerciseDb.json       the facts of all 873 exercises (no instructions), for the
 *                                      seed and the 5,000-move generator
 *   public/media/posters/{slug}.webp   the start photograph, 720 × 480
 *   public/media/thumbs/{slug}.webp    the same, 216 × 144: what the offline library keeps
 *   public/media/videos/{slug}.mp4     H.264 main, yuv420p, faststart: plays everywhere, iOS included
 *   public/media/videos/{slug}.webm    VP9: smaller, preferred where the browser takes it
 *
 * for each of the exercises with photographs. A clip is two repetitions made from the two photos
 * (start and end position): hold, cross-fade, hold, cross-fade back, 6 s at 12 fps, 480 × 320. It
 * loops seamlessly. Photos that are not 3:2 sit on a blurred copy of themselves, never cropped.
 *
 *   node scripts/generate-media.mjs            # everything missing (needs ffmpeg with libx264,
 *                                              # libvpx and libwebp: apt-get install ffmpeg)
 *   node scripts/generate-media.mjs --force    # re-encode everything
 *   node scripts/generate-media.mjs --data-only  # only mocks/db/freeExerciseDb.json, no ffmpeg
 *
 * EXERCISE_MEDIA points at the dataset folder (default ../shared/exercise-media: exercises.json and
 * images/<id>/0.webp, 1.webp). Files of exercises no longer shipped, and the old placeholder media,
 * are removed so they never linger in a build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SOURCE = process.env.EXERCISE_MEDIA || '../shared/exercise-media'
const OUT = 'public/media'
const DATA_FILE = 'mocks/db/freeExerciseDb.json'
const force = process.argv.includes('--force')
const dataOnly = process.argv.includes('--data-only')

/** Budgets the seed test checks again. */
const MAX_CLIP_BYTES = 150 * 1024
const MAX_POSTER_BYTES = 40 * 1024
const MAX_THUMB_BYTES = 8 * 1024

const CLIP = { width: 480, height: 320, fps: 12, seconds: 6, rep: 3, hold: 1.1, fade: 0.4 }

/** The same rule as mocks/db/moveMedia.ts slugOf: "Butt_Lift_Bridge" → "butt-lift-bridge". */
const slugOf = (value) =>
  value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}). Install it, or pass --data-only.`)
  if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}.`)
}

/** Fit inside w × h on a blurred, cover-cropped copy of the same photo: no crop, no bars. */
const fitted = (input, w, h, label) =>
  `[${input}]split[${label}bg0][${label}fg0];` +
  `[${label}bg0]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},boxblur=16:2[${label}bg];` +
  `[${label}fg0]scale=${w}:${h}:force_original_aspect_ratio=decrease[${label}fg];` +
  `[${label}bg][${label}fg]overlay=(W-w)/2:(H-h)/2,setsar=1`

// ---- facts ---------------------------------------------------------------------------------

function writeFacts(exercises) {
  // One row a line, so a change to the dataset reads as a change to its rows.
  const rows = exercises.map((entry) =>
    JSON.stringify([entry.id, entry.name, entry.category, entry.force ?? null, entry.mechanic ?? null, entry.equipment ?? null, entry.level, entry.primaryMuscles, entry.secondaryMuscles, entry.has_images === true]),
  )
  writeFileSync(DATA_FILE, `[\n${rows.map((row) => `  ${row}`).join(',\n')}\n]\n`)
  console.log(`${DATA_FILE}: ${exercises.length} exercises`)
}

// ---- media ---------------------------------------------------------------------------------

function sizeCheck(file, limit) {
  const size = statSync(file).size
  if (size > limit) throw new Error(`${file} is ${size} bytes, over the ${limit} budget.`)
  return size
}

function renderExercise(entry, scratch) {
  const slug = slugOf(entry.id)
  const start = join(SOURCE, 'images', entry.id, '0.webp')
  const end = join(SOURCE, 'images', entry.id, '1.webp')
  const poster = join(OUT, 'posters', `${slug}.webp`)
  const thumb = join(OUT, 'thumbs', `${slug}.webp`)
  const mp4 = join(OUT, 'videos', `${slug}.mp4`)
  const webm = join(OUT, 'videos', `${slug}.webm`)
  const outputs = [poster, thumb, mp4, webm]
  if (!force && outputs.every((file) => existsSync(file))) return

  const still = ['-map_metadata', '-1', '-fflags', '+bitexact', '-frames:v', '1', '-c:v', 'libwebp', '-compression_level', '6']
  ffmpeg(['-i', start, '-filter_complex', fitted(0, 720, 480, 'p'), ...still, '-quality', '58', poster])
  ffmpeg(['-i', start, '-filter_complex', fitted(0, 216, 144, 't'), ...still, '-quality', '50', thumb])

  // One repetition (rep s): hold the start, fade to the end, hold it, fade back; encoded twice
  // over (-stream_loop), so the clip shows two repetitions and loops without a jump.
  const a = join(scratch, `${slug}-0.png`)
  const b = join(scratch, `${slug}-1.png`)
  ffmpeg(['-i', start, '-filter_complex', fitted(0, CLIP.width, CLIP.height, 'a'), '-frames:v', '1', a])
  ffmpeg(['-i', end, '-filter_complex', fitted(0, CLIP.width, CLIP.height, 'b'), '-frames:v', '1', b])
  const input = (file, seconds) => ['-loop', '1', '-framerate', String(CLIP.fps), '-t', String(seconds), '-i', file]
  const hold = CLIP.hold + CLIP.fade
  const graph = [
    `[0][1]xfade=transition=fade:duration=${CLIP.fade}:offset=${CLIP.hold}[ab]`,
    `[ab][2]xfade=transition=fade:duration=${CLIP.fade}:offset=${CLIP.rep - CLIP.fade},format=yuv420p`,
  ].join(';')
  const master = join(scratch, `${slug}.mkv`)
  ffmpeg([...input(a, hold), ...input(b, CLIP.rep - hold), ...input(a, CLIP.fade), '-filter_complex', graph, '-c:v', 'ffv1', master])
  const repeat = ['-stream_loop', String(CLIP.seconds / CLIP.rep - 1), '-i', master]
  // No audio, no metadata, one thread: small files that come out the same on every run.
  const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-threads', '1', '-pix_fmt', 'yuv420p', '-t', String(CLIP.seconds)]
  ffmpeg([...repeat, ...common, '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'medium', '-crf', '30', '-g', String(CLIP.fps * CLIP.rep), '-movflags', '+faststart', mp4])
  ffmpeg([...repeat, ...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '4', '-g', String(CLIP.fps * CLIP.seconds), webm])
  for (const file of [a, b]) rmSync(file)
  rmSync(master)

  const sizes = [sizeCheck(poster, MAX_POSTER_BYTES), sizeCheck(thumb, MAX_THUMB_BYTES), sizeCheck(mp4, MAX_CLIP_BYTES), sizeCheck(webm, MAX_CLIP_BYTES)]
  console.log(`${slug}: ${sizes.map((size) => `${(size / 1024).toFixed(1)} KB`).join(' · ')}`)
}

/** Leaves in `folder` only the files named in `wanted`. */
function prune(folder, wanted) {
  if (!existsSync(folder)) return
  for (const file of readdirSync(folder)) {
    if (!wanted.has(file)) rmSync(join(folder, file), { recursive: true, force: true })
  }
}

// ---- main ----------------------------------------------------------------------------------

const exercises = JSON.parse(readFileSync(join(SOURCE, 'exercises.json'), 'utf8'))
writeFacts(exercises)

if (!dataOnly) {
  const photographed = exercises.filter((entry) => entry.has_images === true)
  for (const folder of ['posters', 'thumbs', 'videos']) mkdirSync(join(OUT, folder), { recursive: true })
  const slugs = photographed.map((entry) => slugOf(entry.id))
  prune(join(OUT, 'posters'), new Set(slugs.map((slug) => `${slug}.webp`)))
  prune(join(OUT, 'thumbs'), new Set(slugs.map((slug) => `${slug}.webp`)))
  prune(join(OUT, 'videos'), new Set(slugs.flatMap((slug) => [`${slug}.mp4`, `${slug}.webm`])))

  const scratch = mkdtempSync(join(tmpdir(), 'movetime-media-'))
  try {
    for (const entry of photographed) renderExercise(entry, scratch)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  console.log(`Media written to ${OUT}: ${photographed.length} exercises (poster, thumbnail, MP4, WebM each).`)
}

// The captions are the seed's cues, which live in TypeScript: written by their own script.
const captions = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-captions.ts'], { stdio: 'inherit' })
if (captions.status !== 0) throw new Error('scripts/generate-captions.ts failed.')
