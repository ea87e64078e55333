import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import type { DatesBody, SlotsBody } from '@/api/bookings/bookingTypes'
import { addMonths } from '@/lib/time/plainCalendar'
import { monthOf } from '@/lib/time/zonedTime'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { londonCoach, slotsAt } from './bookFixtures.testing'
import { MONTH_TEXT } from './MonthDays'
import { SlotPicker } from './SlotPicker'
import { dateText, monthTitleText } from '../common/sessionTime'

const datesPath = '*/v3/api/custom/movetime/scheduling/dates'
const slotsPath = '*/v3/api/custom/movetime/scheduling/schedules'
const ZONE = 'America/Los_Angeles'

/** The coach is free on the 28th of every month, 09:00 and 10:00 in London (01:00 and 02:00 in Los Angeles). */
function coachFreeOnThe28th() {
  const asked: { dates: DatesBody[]; slots: SlotsBody[] } = { dates: [], slots: [] }
  server.use(
    http.post(datesPath, async ({ request }) => {
      const body = (await request.json()) as DatesBody
      asked.dates.push(body)
      const month = body.date.slice(0, 7)
      return HttpResponse.json({ error: false, coach_id: body.userId, month, time_zone: body.tz, dates: [`${month}-28`] })
    }),
    http.post(slotsPath, async ({ request }) => {
      const body = (await request.json()) as SlotsBody
      asked.slots.push(body)
      return HttpResponse.json({ error: false, coach_id: body.userId, date: body.date, time_zone: body.tz, slots: slotsAt(body.date, ['09:00', '10:00']) })
    }),
  )
  return asked
}

describe('SlotPicker', () => {
  it('offers the free days of the month as buttons named by their date, and the others disabled', async () => {
    const asked = coachFreeOnThe28th()
    const month = monthOf(Date.now(), ZONE)
    render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={() => {}} />)

    const free = await screen.findByRole('button', { name: new RegExp(`^${dateText(`${month}-28`)}`) })
    expect(free).toBeEnabled()
    expect(screen.getByRole('button', { name: new RegExp(`^${dateText(`${month}-27`)}.*no free times`) })).toBeDisabled()
    expect(screen.getByRole('table', { name: monthTitleText(month) })).toBeInTheDocument()
    expect(asked.dates[0]).toEqual({ userId: londonCoach.id, date: `${month}-01`, tz: ZONE })
  })

  it('shows a day’s times in the member’s zone with the coach’s beside them, and hands back the one picked', async () => {
    coachFreeOnThe28th()
    const onPick = vi.fn()
    const user = userEvent.setup()
    const month = monthOf(Date.now(), ZONE)
    const day = `${month}-28`
    render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={onPick} />)

    await user.click(await screen.findByRole('button', { name: new RegExp(`^${dateText(day)}`) }))
    const times = await screen.findByRole('list', { name: dateText(day) })
    const buttons = within(times).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      `${dateText(day)}, 01:00, 09:00 for Ava`,
      `${dateText(day)}, 02:00, 10:00 for Ava`,
    ])
    await user.click(buttons[1]!)
    expect(onPick).toHaveBeenCalledWith(slotsAt(day, ['10:00'])[0])
  })

  it('leaves the coach’s clock out when it shows the member’s time', async () => {
    coachFreeOnThe28th()
    const user = userEvent.setup()
    const month = monthOf(Date.now(), 'Europe/London')
    const day = `${month}-28`
    render(<SlotPicker coach={londonCoach} timeZone="Europe/London" onPick={() => {}} pickedStart={slotsAt(day, ['09:00'])[0]!.start} />)
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${dateText(day)}`) }))
    const first = await screen.findByRole('button', { name: `${dateText(day)}, 09:00` })
    expect(first).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: `${dateText(day)}, 10:00` })).toHaveAttribute('aria-pressed', 'false')
  })

  it('moves to the next month and asks for its days; the first month cannot go back', async () => {
    const asked = coachFreeOnThe28th()
    const user = userEvent.setup()
    const month = monthOf(Date.now(), ZONE)
    render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={() => {}} />)
    await screen.findByRole('table')
    expect(screen.getByRole('button', { name: MONTH_TEXT.previous })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: MONTH_TEXT.next }))
    const next = addMonths(month, 1)
    expect(await screen.findByRole('table', { name: monthTitleText(next) })).toBeInTheDocument()
    expect(asked.dates.at(-1)?.date).toBe(`${next}-01`)
  })

  it('walks the free days with the arrow keys, skipping full ones', async () => {
    const month = monthOf(Date.now(), ZONE)
    const free = [`${month}-14`, `${month}-15`, `${month}-22`, `${month}-28`]
    server.use(
      http.post(datesPath, async ({ request }) => {
        const body = (await request.json()) as DatesBody
        return HttpResponse.json({ error: false, coach_id: body.userId, month, time_zone: body.tz, dates: free })
      }),
    )
    const user = userEvent.setup()
    render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={() => {}} />)
    const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${dateText(date)}`) })
    await screen.findByRole('table')
    day(free[0]!).focus()
    await user.keyboard('{ArrowRight}')
    expect(day(free[1]!)).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(day(free[2]!)).toHaveFocus()
    await user.keyboard('{End}')
    expect(day(free[3]!)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(day(free[3]!)).toHaveFocus()
    await user.keyboard('{Home}')
    expect(day(free[0]!)).toHaveFocus()
  })

  it('says when a day has no free times left', async () => {
    coachFreeOnThe28th()
    server.use(http.post(slotsPath, () => HttpResponse.json({ error: false, coach_id: londonCoach.id, date: '', time_zone: ZONE, slots: [] })))
    const user = userEvent.setup()
    const day = `${monthOf(Date.now(), ZONE)}-28`
    render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={() => {}} />)
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${dateText(day)}`) }))
    expect(await screen.findByText(`No free times left on ${dateText(day)}. Pick another day.`)).toBeInTheDocument()
  })

  it('has no serious accessibility violations with a day open', async () => {
    coachFreeOnThe28th()
    const user = userEvent.setup()
    const day = `${monthOf(Date.now(), ZONE)}-28`
    const { container } = render(<SlotPicker coach={londonCoach} timeZone={ZONE} onPick={() => {}} />)
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${dateText(day)}`) }))
    await screen.findByRole('list', { name: dateText(day) })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
