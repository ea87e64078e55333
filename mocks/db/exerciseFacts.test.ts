// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EXERCISE_FACTS, FREE_EXERCISE_DB, PHOTOGRAPHED_EXERCISES } from './exerciseFacts'

const text = z.string().min(1)
const maybeText = z.string().min(1).nullable()
const muscles = z.array(text)
/** ExerciseFactRow, checked: the JSON file comes with no type of its own. */
const row = z.tuple([text, text, text, maybeText, maybeText, maybeText, text, muscles, muscles, z.boolean()])

describe('the Free Exercise DB facts', () => {
  it('holds every row of freeExerciseDb.json to the row shape the code reads', () => {
    expect(FREE_EXERCISE_DB).toHaveLength(873)
    for (const [index, entry] of FREE_EXERCISE_DB.entries()) {
      expect(row.safeParse(entry).success, `row ${index}: ${JSON.stringify(entry)}`).toBe(true)
    }
  })

  it('names the fields of each row, ids unique, the 130 photographed among them', () => {
    expect(new Set(EXERCISE_FACTS.map((fact) => fact.id)).size).toBe(873)
    expect(PHOTOGRAPHED_EXERCISES).toHaveLength(130)
    expect(EXERCISE_FACTS.find((fact) => fact.id === '90_90_Hamstring')).toEqual({
      id: '90_90_Hamstring',
      name: '90/90 Hamstring',
      category: 'stretching',
      force: 'push',
      mechanic: null,
      equipment: 'body only',
      level: 'beginner',
      primaryMuscles: ['hamstrings'],
      secondaryMuscles: ['calves'],
      hasImages: true,
    })
  })
})
