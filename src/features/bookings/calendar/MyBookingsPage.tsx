import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { monthBookingsSource } from '@/offline/bookings/bookingSources'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { localDateOf } from '../common/sessionTime'
import { gridRange, monthView, parseMonthParam } from './calendarMonth'
import { MyBookingsView, type CalendarView } from './MyBookingsView'

/**
 * /account/my-bookings: the member's sessions as a month or a list, in their calendar's zone. The
 * month and the view live in the URL (`?month=2026-12&view=list`), so back, forward and reload keep
 * them. Offline it shows the month saved on this device, marked as such; booking needs the network.
 */
export function MyBookingsPage() {
  const zone = useAtomValue(calendarTimeZoneAtom)
  const userId = useAtomValue(authAtom).user
  const online = useOnline()
  const [params, setParams] = useSearchParams()
  const [now] = useState(() => Date.now())
  const today = localDateOf(now, zone)
  const month = parseMonthParam(params.get('month')) ?? today.slice(0, 7)
  const view: CalendarView = params.get('view') === 'list' ? 'list' : 'month'
  const [picked, setPicked] = useState<{ month: string; date: string } | null>(null)

  const source = useMemo(() => {
    if (userId === null) return null
    return monthBookingsSource({ userId, month, timeZone: zone, range: () => gridRange(monthView(month), zone) })
  }, [userId, month, zone])
  const remote = useRemoteData({
    key: `bookings-month:${userId ?? 'none'}:${month}:${zone}`,
    load: (signal) => (source ? source.fetch(signal) : Promise.reject(new Error('Not signed in'))),
    device: source ?? undefined,
    enabled: source !== null,
  })

  const showMonth = (next: string, day?: string) => {
    setPicked(day ? { month: next, date: day } : null)
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('month', next)
      return updated
    })
  }
  const showView = (next: CalendarView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('month', month)
      if (next === 'list') updated.set('view', 'list')
      else updated.delete('view')
      return updated
    })

  return (
    <MyBookingsView
      remote={remote}
      month={month}
      zone={zone}
      now={now}
      today={today}
      view={view}
      online={online}
      selected={picked?.month === month ? picked.date : null}
      onSelect={(date) => setPicked({ month, date })}
      onMonthChange={showMonth}
      onViewChange={showView}
    />
  )
}
