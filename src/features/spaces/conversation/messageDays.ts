import type { TimelineMessage } from '@/offline/spaces/spacesEngineTypes'
import { lazyValue } from '@/lib/lazyValue'

const dayFormat = lazyValue(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }))
const dayYearFormat = lazyValue(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }))
const clockFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }))

export interface MessageDay {
  /** The local date, YYYY-MM-DD: the group's key. */
  key: string
  /** "Today", "Yesterday", "Monday 11 May" (with the year when it is not this year's). */
  label: string
  messages: TimelineMessage[]
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

export function dayLabel(iso: string, now: number): string {
  const date = new Date(iso)
  const today = new Date(now)
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
  if (localDay(date) === localDay(today)) return 'Today'
  if (localDay(date) === localDay(yesterday)) return 'Yesterday'
  return (date.getFullYear() === today.getFullYear() ? dayFormat() : dayYearFormat()).format(date)
}

/** "18:24" in the member's own clock. */
export function clockText(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : clockFormat().format(date)
}

/** Messages in order, cut into local days (an unsent message counts on the day it was written). */
export function groupByDay(messages: readonly TimelineMessage[], now: number): MessageDay[] {
  const days: MessageDay[] = []
  for (const item of messages) {
    const date = new Date(item.message.date)
    const key = Number.isNaN(date.getTime()) ? localDay(new Date(now)) : localDay(date)
    const last = days[days.length - 1]
    if (last && last.key === key) last.messages.push(item)
    else days.push({ key, label: dayLabel(item.message.date, now), messages: [item] })
  }
  return days
}
