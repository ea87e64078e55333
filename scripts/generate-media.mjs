/**
 * Generates the demo media shipped in public/media/ (the files are committed; CI never runs this):
 *
 *   public/media/videos/{clip}.mp4    H.264 main, yuv420p, faststart: plays everywhere, iOS included
 *   public/media/videos/{clip}.webm   VP9: smaller, preferred where the browser takes it
 *   public/media/posters/{clip}.jpg   a frame of each clip
 *   public/media/captions/{clip}.vtt  WebVTT, for the clips that list caption cues
 *   public/media/posters/moves/{slug}.svg  one poster per seeded move: its title on its body area's colour
 *
 * The clips are listed in mocks/db/moveMedia.ts and the seeded moves in mocks/db/seedMoves.ts, so
 * this runs under tsx to read them:
 *
 *   node --import tsx scripts/generate-media.mjs                 # everything (needs ffmpeg)
 *   node --import tsx scripts/generate-media.mjs --posters-only  # SVG posters and captions, no ffmpeg
 *
 * Needs ffmpeg built with libx264, libvpx and libfreetype (Debian: apt-get install ffmpeg) and a
 * bold sans font (FONT=/path/to/font.ttf; default DejaVu Sans Bold). Each clip is drawn from
 * ffmpeg's lavfi `color` source: a stick figure of boxes painted by `geq` (drawbox cannot move:
 * its `t` is the line thickness, not the time), whose positions are functions of the time T, then
 * the move's name (drawtext) on top. No camera footage, so no licences.
 * Run it again after changing the clip list or the seed; re-encoding gives near-identical files.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CLIP_SECONDS, MOVE_CLIPS, slugOf } from '../mocks/db/moveMedia.ts'
import { SEED_MOVES } from '../mocks/db/seedMoves.ts'

const OUT = 'public/media'
const WIDTH = 640
const HEIGHT = 360
const FPS = 24
const FLOOR_Y = 300
const FONT = process.env.FONT || '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
const MAX_CLIP_BYTES = 300 * 1024
const postersOnly = process.argv.includes('--posters-only')

/** One colour pair per body area: the posters and clips of an area look alike. */
const AREA_COLOURS = {
  'Lower body': { base: '#1d4ed8', deep: '#172554' },
  'Upper body': { base: '#6d28d9', deep: '#2e1065' },
  Core: { base: '#be185d', deep: '#500724' },
  Cardio: { base: '#c2410c', deep: '#431407' },
  Mobility: { base: '#0f766e', deep: '#042f2e' },
  'Full body': { base: '#15803d', deep: '#052e16' },
}

// ---- clips ---------------------------------------------------------------------------------

/** 0 → 1 → 0 once per `period` seconds, eased: the rhythm of one repetition. */
const phase = (period) => `((1-cos(2*PI*T/${period}))/2)`

/** A stick figure as boxes; each coordinate is an ffmpeg expression of the time T. */
const FIGURES = {
  squat: () => {
    const p = phase(2)
    return [
      { x: '300', y: `70+70*${p}`, w: '40', h: '40' },
      { x: '305', y: `115+70*${p}`, w: '30', h: '90' },
      { x: `335`, y: `125+70*${p}`, w: `10+60*${p}`, h: '12' },
      { x: `302-24*${p}`, y: `205+70*${p}`, w: '14', h: `95-70*${p}` },
      { x: `324+24*${p}`, y: `205+70*${p}`, w: '14', h: `95-70*${p}` },
    ]
  },
  'push-up': () => {
    const p = phase(2)
    return [
      { x: '170', y: `214+45*${p}`, w: '36', h: '36' },
      { x: '210', y: `220+45*${p}`, w: '250', h: '22' },
      { x: '225', y: `242+45*${p}`, w: '14', h: `58-45*${p}` },
      { x: '446', y: `242+45*${p}`, w: '14', h: `58-45*${p}` },
    ]
  },
  plank: () => {
    const breath = '2*sin(2*PI*T)'
    return [
      { x: '172', y: `240+${breath}`, w: '36', h: '36' },
      { x: '210', y: `250+${breath}`, w: '250', h: '22' },
      { x: '220', y: `272+${breath}`, w: '14', h: `28-${breath}` },
      { x: '220', y: '288', w: '64', h: '12' },
      { x: '446', y: `272+${breath}`, w: '14', h: `28-${breath}` },
    ]
  },
  'jumping-jack': () => {
    const p = phase(1)
    return [
      { x: '300', y: `80-10*${p}`, w: '40', h: '40' },
      { x: '305', y: `125-10*${p}`, w: '30', h: '90' },
      { x: `288-30*${p}`, y: `130-100*${p}`, w: '12', h: '70' },
      { x: `340+30*${p}`, y: `130-100*${p}`, w: '12', h: '70' },
      { x: `302-40*${p}`, y: `215-10*${p}`, w: '14', h: '85' },
      { x: `324+40*${p}`, y: `215-10*${p}`, w: '14', h: '85' },
    ]
  },
  'side-reach': () => {
    const s = `sin(2*PI*T/${CLIP_SECONDS})`
    return [
      { x: `300+40*${s}`, y: '70', w: '40', h: '40' },
      { x: `305+20*${s}`, y: '115', w: '30', h: '90' },
      { x: `314+55*${s}`, y: '20', w: '12', h: '55' },
      { x: '302', y: '205', w: '14', h: '95' },
      { x: '324', y: '205', w: '14', h: '95' },
    ]
  },
  burpee: () => {
    const p = phase(2)
    const jump = '(-80*max(0,cos(PI*T)-0.5))'
    return [
      { x: '300', y: `70+130*${p}+${jump}`, w: '40', h: '40' },
      { x: '305', y: `115+130*${p}+${jump}`, w: '30', h: `90-40*${p}` },
      { x: `302-30*${p}`, y: `205+90*${p}+${jump}`, w: '14', h: `95-90*${p}` },
      { x: `324+30*${p}`, y: `205+90*${p}+${jump}`, w: '14', h: `95-90*${p}` },
    ]
  },
}

const quote = (value) => `'${String(value).replace(/'/g, "\\'")}'`

function rgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/**
 * geq paints at a quarter of the pixels (SCALE) and the frame is scaled back up without
 * smoothing: per-pixel expressions are slow, and boxes stay sharp-edged either way.
 */
const SCALE = 2
const inside = ({ x, y, w, h }) => `between(${SCALE}*X,${x},${x}+${w})*between(${SCALE}*Y,${y},${y}+${h})`

/** One geq expression per colour channel: the progress bar, then the figure, then the floor, then the background. */
function paint(clip) {
  const colours = AREA_COLOURS[clip.bodyArea]
  const figure = FIGURES[clip.key]
  if (!figure) throw new Error(`No figure drawn for clip "${clip.key}".`)
  const onFigure = `gt(${figure().map(inside).join('+')},0)`
  const onBar = `gte(${SCALE}*Y,${HEIGHT - 8})*lt(${SCALE}*X,${WIDTH}*T/${CLIP_SECONDS})`
  const onFloor = `gte(${SCALE}*Y,${FLOOR_Y})`
  const [floorR, floorG, floorB] = rgb(colours.base)
  const [skyR, skyG, skyB] = rgb(colours.deep)
  const channel = (floor, sky) => quote(`if(${onBar},255,if(${onFigure},255,if(${onFloor},${floor},${sky})))`)
  return `format=gbrp,geq=r=${channel(floorR, skyR)}:g=${channel(floorG, skyG)}:b=${channel(floorB, skyB)},scale=${WIDTH}:${HEIGHT}:flags=neighbor`
}

function text(value, { x, y, size, color }) {
  return `drawtext=fontfile=${quote(FONT)}:text=${quote(value.replace(/:/g, '\\:'))}:x=${quote(x)}:y=${quote(y)}:fontsize=${size}:fontcolor=${color}`
}

function filterGraph(clip) {
  return [
    paint(clip),
    text(clip.label, { x: 24, y: 20, size: 30, color: 'white' }),
    text(clip.bodyArea, { x: 24, y: 58, size: 18, color: 'white@0.75' }),
    text('MoveTime', { x: 'w-tw-24', y: 24, size: 18, color: 'white@0.75' }),
    'format=yuv420p',
  ].join(',')
}

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}). Install it, or pass --posters-only.`)
  if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}.`)
}

function renderClip(clip, scratch) {
  // Drawn once, losslessly, then encoded twice: the drawing is the slow part.
  const master = join(scratch, `${clip.key}.mkv`)
  const source = ['-f', 'lavfi', '-i', `color=c=black:s=${WIDTH / SCALE}x${HEIGHT / SCALE}:r=${FPS}:d=${CLIP_SECONDS}`]
  ffmpeg([...source, '-vf', filterGraph(clip), '-c:v', 'ffv1', master])
  // No audio, no metadata, one thread: small files that come out the same on every run.
  const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-threads', '1']
  const mp4 = join(OUT, 'videos', `${clip.key}.mp4`)
  const webm = join(OUT, 'videos', `${clip.key}.webm`)
  ffmpeg(['-i', master, ...common, '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4])
  ffmpeg(['-i', master, ...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', webm])
  ffmpeg(['-ss', '1', '-i', mp4, '-frames:v', '1', '-q:v', '5', '-map_metadata', '-1', '-fflags', '+bitexact', join(OUT, 'posters', `${clip.key}.jpg`)])
  for (const file of [mp4, webm]) {
    const size = statSync(file).size
    if (size > MAX_CLIP_BYTES) throw new Error(`${file} is ${size} bytes, over the ${MAX_CLIP_BYTES} budget.`)
    console.log(`${file}  ${(size / 1024).toFixed(1)} KB`)
  }
}

// ---- captions ------------------------------------------------------------------------------

function timestamp(seconds) {
  const whole = Math.floor(seconds)
  const millis = Math.round((seconds - whole) * 1000)
  return `00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`
}

function captions(clip) {
  const length = CLIP_SECONDS / clip.captions.length
  const cues = clip.captions.map((cue, index) => `${index + 1}\n${timestamp(index * length)} --> ${timestamp((index + 1) * length)}\n${cue}\n`)
  return `WEBVTT - ${clip.label}\n\n${cues.join('\n')}`
}

// ---- posters -------------------------------------------------------------------------------

const escapeXml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy wrap at about `width` characters; posters have room for two lines of title. */
function wrap(title, width) {
  const lines = []
  for (const word of title.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const capitalise = (value) => value.charAt(0).toUpperCase() + value.slice(1)

function poster(move) {
  const colours = AREA_COLOURS[move.body_area]
  const lines = wrap(move.title, 22)
  const size = lines.length > 2 ? 34 : 42
  const top = 200 - (lines.length - 1) * size * 0.6
  const title = lines
    .map((line, index) => `<tspan x="40" y="${Math.round(top + index * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('')
  const meta = [move.body_area, move.equipment === 'None' ? 'No equipment' : move.equipment, capitalise(move.difficulty)].join(' · ')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(move.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.base}"/><stop offset="1" stop-color="${colours.deep}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="560" cy="70" r="150" fill="#fff" fill-opacity="0.07"/>
<text x="40" y="56" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="20" font-weight="700" fill="#fff" fill-opacity="0.8">MoveTime</text>
<text font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${title}</text>
<text x="40" y="318" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="20" fill="#fff" fill-opacity="0.85">${escapeXml(meta)}</text>
</svg>
`
}

// ---- main ----------------------------------------------------------------------------------

for (const folder of ['videos', 'posters', 'posters/moves', 'captions']) mkdirSync(join(OUT, folder), { recursive: true })

const scratch = mkdtempSync(join(tmpdir(), 'movetime-media-'))
try {
  for (const clip of MOVE_CLIPS) {
    if (clip.captions.length > 0) writeFileSync(join(OUT, 'captions', `${clip.key}.vtt`), captions(clip))
    if (!postersOnly) renderClip(clip, scratch)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

// Posters of moves no longer in the seed would otherwise linger in the build.
const wanted = new Set(SEED_MOVES.map((move) => `${slugOf(move.title)}.svg`))
const posterDir = join(OUT, 'posters', 'moves')
for (const file of readdirSync(posterDir)) if (!wanted.has(file)) rmSync(join(posterDir, file))
for (const move of SEED_MOVES) writeFileSync(join(posterDir, `${slugOf(move.title)}.svg`), poster(move))

if (postersOnly && !MOVE_CLIPS.every((clip) => existsSync(join(OUT, 'videos', `${clip.key}.mp4`)))) {
  console.warn('Posters written; the clips are missing: run without --posters-only where ffmpeg is installed.')
}
console.log(`Media written to ${OUT}: ${MOVE_CLIPS.length} clips, ${SEED_MOVES.length} move posters.`)
