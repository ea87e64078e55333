// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countSms, gsmSeptets } from './smsSegments'

describe('countSms', () => {
  it('counts nothing for an empty text', () => {
    expect(countSms('')).toMatchObject({ encoding: 'GSM-7', characters: 0, units: 0, segments: 0, remaining: 160 })
  })

  it('fits 160 GSM-7 characters in one message and splits the 161st into two of 153', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0, perSegment: 160 })
    expect(countSms('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153, remaining: 153 * 2 - 161 })
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 })
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3 })
  })

  it('counts extension-table characters as two septets', () => {
    for (const character of ['^', '{', '}', '\\', '[', ']', '~', '|', '€', '\f']) expect(gsmSeptets(character)).toBe(2)
    expect(countSms('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 80, units: 160, segments: 1 })
    expect(countSms('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 })
    expect(countSms(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 })
  })

  it('never splits an escape pair: one septet left in a segment is skipped', () => {
    // 152 septets, then € (2) does not fit in 153: it opens the second segment.
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`
    expect(countSms(text)).toMatchObject({ units: 164, segments: 2, remaining: 153 - 12 })
    // Exactly 306 septets but with a pair straddling the boundary needs a third segment.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 })
  })

  it('keeps GSM-7 for accented letters in the basic table and switches to UCS-2 for any other', () => {
    expect(countSms('Café à Ñoño ¿Qué?')).toMatchObject({ encoding: 'GSM-7' })
    expect(countSms('Ciao ç')).toMatchObject({ encoding: 'UCS-2', nonGsmCharacters: ['ç'] })
    expect(countSms('Zażółć')).toMatchObject({ encoding: 'UCS-2' })
  })

  it('fits 70 UCS-2 units in one message and 67 per segment after that', () => {
    expect(countSms('ж'.repeat(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70, remaining: 0 })
    expect(countSms('ж'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67, remaining: 134 - 71 })
    expect(countSms('ж'.repeat(135))).toMatchObject({ segments: 3 })
  })

  it('counts an emoji as one character but two UTF-16 units, never split across segments', () => {
    expect(countSms('Hi 💪')).toMatchObject({ encoding: 'UCS-2', characters: 4, units: 5, segments: 1, nonGsmCharacters: ['💪'] })
    expect(countSms('💪'.repeat(35))).toMatchObject({ units: 70, segments: 1 })
    expect(countSms(`${'a'.repeat(66)}💪${'a'.repeat(5)}`)).toMatchObject({ units: 73, segments: 2, remaining: 67 - 7 })
  })
})
