import type { ChallengeKind } from '@/api/challenges/challengeTypes'
import './challenges.css'

// 24-unit glyphs: a play mark for moves watched, a clock for minutes, a flame for a streak.
const GLYPHS: Record<ChallengeKind, string> = {
  count: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z',
  minutes: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2.5V12c0 .3.13.58.36.77l3 2.5 1.28-1.54L13 11.53V7.5h-2Z',
  streak:
    'M12.5 2.5c.4 3-1.2 4.6-2.6 6.1C8.6 10 7 11.6 7 14.4A5 5 0 0 0 12 19.5a5 5 0 0 0 5-5.1c0-2.3-1.1-3.8-2-5 .1 1.6-.5 2.7-1.5 3.2.6-3.6-.2-7.4-1-10.1Z',
}

/** The kind's mark on a tinted tile, beside a challenge's title. Decorative: the kind is written next to it. */
export function KindIcon({ kind, size = 'medium' }: { kind: ChallengeKind; size?: 'medium' | 'large' }) {
  return (
    <span className={`challenge-kind-icon challenge-kind-icon--${kind} challenge-kind-icon--${size}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d={GLYPHS[kind]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  )
}
