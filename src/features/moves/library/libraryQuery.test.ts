// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clearLibraryQuery, parseLibraryQuery, serializeLibraryQuery } from './libraryQuery'
import { NO_FILTERS, type MoveFilters } from './moveFilters'

const parse = (search: string) => parseLibraryQuery(new URLSearchParams(search))

describe('parseLibraryQuery', () => {
  it('reads no filters from an empty query', () => {
    expect(parse('')).toEqual(NO_FILTERS)
  })

  it('reads text and slugged values, repeated or comma-separated', () => {
    expect(parse('q=goblet+squat&area=lower-body&area=core&equipment=none,pull-up-bar&difficulty=advanced&duration=30-60')).toEqual({
      text: 'goblet squat',
      areas: ['Lower body', 'Core'],
      equipment: ['None', 'Pull-up bar'],
      difficulties: ['advanced'],
      durations: ['30-60'],
    })
  })

  it('accepts the display names too and drops values it does not know', () => {
    expect(parse('area=Upper%20body&area=legs&difficulty=expert&duration=forever')).toEqual({ ...NO_FILTERS, areas: ['Upper body'] })
  })

  it('keeps the options’ order whatever the URL’s order', () => {
    expect(parse('area=mobility&area=full-body').areas).toEqual(['Full body', 'Mobility'])
  })
})

describe('serializeLibraryQuery', () => {
  const filters: MoveFilters = {
    text: 'row',
    areas: ['Upper body'],
    equipment: ['Resistance band', 'None'],
    difficulties: ['beginner'],
    durations: ['under-30'],
  }

  it('writes readable, stable parameters', () => {
    expect(serializeLibraryQuery(filters).toString()).toBe(
      'q=row&area=upper-body&equipment=none&equipment=resistance-band&difficulty=beginner&duration=under-30',
    )
  })

  it('round-trips', () => {
    expect(parseLibraryQuery(serializeLibraryQuery(filters))).toEqual({ ...filters, equipment: ['None', 'Resistance band'] })
  })

  it('omits blank text and empty kinds, keeping unrelated parameters', () => {
    const current = new URLSearchParams('tab=new&q=old&area=core')
    expect(serializeLibraryQuery({ ...NO_FILTERS, text: '  ' }, current).toString()).toBe('tab=new')
  })
})

describe('clearLibraryQuery', () => {
  it('removes only the library’s parameters', () => {
    expect(clearLibraryQuery(new URLSearchParams('q=squat&area=core&duration=over-60&ref=mail')).toString()).toBe('ref=mail')
  })
})
