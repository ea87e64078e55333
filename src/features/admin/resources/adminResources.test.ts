// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminRoutes, resolveAdminScreen } from '../engine/adminRoutes'
import { toCsv } from '../engine/csv'
import { cellText, formFields, writableFields } from '../engine/resourceDefinition'
import { adminResources as resources } from './adminResources'
import { authorName, moveSchema, moves } from './moves'
import { userCreateSchema, userEditSchema, users } from './users'

const validMove = {
  title: 'Goblet squat',
  body_area: 'Lower body',
  equipment: 'Kettlebell',
  difficulty: 'beginner',
  duration_seconds: 40,
  video_url: 'https://cdn.example.com/squat.mp4',
  poster_url: 'https://cdn.example.com/squat.jpg',
  status: 'published',
}

describe('the moves definition', () => {
  it('accepts a whole move and names each problem at its field', () => {
    expect(moveSchema.safeParse(validMove).success).toBe(true)
    const result = moveSchema.safeParse({ ...validMove, title: ' ', duration_seconds: 2, status: 'hidden', body_area: 'Toes' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(byField).toMatchObject({
      title: 'Enter a title.',
      duration_seconds: 'A move lasts at least 5 seconds.',
      status: 'Choose published or private.',
      body_area: 'Choose a body area.',
    })
  })

  it('names the author, or MoveTime for the catalogue', () => {
    expect(authorName({ user_id: null })).toBe('MoveTime')
    expect(authorName({ user_id: 4, user: { first_name: 'Priya', last_name: 'Shah' } })).toBe('Priya Shah')
  })

  it('lists a choice by its label, in the table and in the CSV', () => {
    const difficulty = moves.columns.find((column) => column.field === 'difficulty')!
    expect(cellText(difficulty, { id: 1, difficulty: 'intermediate' })).toBe('Intermediate')
    expect(toCsv([difficulty], [{ id: 1, difficulty: 'advanced' }])).toContain('Advanced')
  })

  it('never sends its read-only fields', () => {
    expect(writableFields(moves, 'edit')).not.toContain('created_at')
    expect(formFields(moves, 'create').map((field) => field.name)).not.toContain('created_at')
  })
})

describe('the users definition', () => {
  it('asks for a strong password on create and lets an edit leave it empty', () => {
    const user = { email: 'a@example.com', role: 'user' }
    expect(userCreateSchema.safeParse({ ...user, password: '' }).success).toBe(false)
    expect(userCreateSchema.safeParse({ ...user, password: 'Coach1234' }).success).toBe(true)
    expect(userEditSchema.safeParse({ ...user, password: '' }).success).toBe(true)
    expect(userEditSchema.safeParse({ ...user, password: 'short' }).success).toBe(false)
    expect(userCreateSchema.safeParse({ ...user, email: 'not an email', password: 'Coach1234' }).success).toBe(false)
  })

  it('has no secret field anywhere (the mock strips them; no form or column asks)', () => {
    const secret = /(^|_)(secret|token)(_|$)|_hash$/
    expect(users.fields.filter((field) => secret.test(field.name))).toEqual([])
    expect(users.columns.filter((column) => secret.test(column.field))).toEqual([])
  })
})

describe('the admin routes generated from the definitions', () => {
  const routes = adminRoutes(resources)

  it('writes out docs/product.md §2’s paths, with and without an id', () => {
    // Each definition's own test checks its routes; these two show the pattern.
    const shown = routes.filter((route) => route.definition === moves || route.definition === users)
    expect(shown.map((route) => [route.path, route.screen, route.title])).toEqual([
      ['/admin/moves', 'list', 'Moves'],
      ['/admin/add-moves', 'create', 'Add move'],
      ['/admin/edit-moves/:id', 'edit', 'Edit move'],
      ['/admin/edit-moves', 'editWithoutId', 'Edit move'],
      ['/admin/users', 'list', 'Users'],
      ['/admin/add-user', 'create', 'Add user'],
      ['/admin/edit-user/:id', 'edit', 'Edit user'],
      ['/admin/edit-user', 'editWithoutId', 'Edit user'],
    ])
  })

  it('resolves a path to its screen and id', () => {
    expect(resolveAdminScreen(routes, '/admin/edit-moves/12')).toMatchObject({ screen: 'edit', id: '12', definition: moves })
    expect(resolveAdminScreen(routes, '/admin/users')).toMatchObject({ screen: 'list', definition: users })
    expect(resolveAdminScreen(routes, '/admin/no-such-screen')).toBeNull()
  })

  it('gives every resource a unique name', () => {
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length)
  })
})

describe('CSV export', () => {
  it('writes the list’s columns as shown, quoted where needed and defused against formulas', () => {
    const csv = toCsv(moves.columns, [{ id: 1, title: 'Squat, "deep"', user_id: null, body_area: 'Core', difficulty: 'beginner', status: 'private' }, { id: 2, title: '=HYPERLINK()', user_id: null, status: 'published', featured: true }])
    expect(csv).toBe('Id,Title,Author,Body area,Difficulty,Status,Featured\r\n1,"Squat, ""deep""",MoveTime,Core,Beginner,Private,\r\n2,\'=HYPERLINK(),MoveTime,,,Published,Featured\r\n')
  })
})
