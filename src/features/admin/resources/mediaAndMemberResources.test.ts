// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminRoutes, resolveAdminScreen } from '../engine/adminRoutes'
import { cellText, formFields, writableFields } from '../engine/resourceDefinition'
import { adminResources } from './adminResources'
import { groupSchema, groups } from './groups'
import { memberName } from './memberName'
import { photoSchema, photos } from './photos'
import { meetingTime, scheduleSchema, schedules } from './schedules'
import { userHistory } from './userHistory'
import { userInfo } from './userInfo'
import { videoSchema, videos } from './videos'

/** The first message of each field: what the form shows under it. */
function byField(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('the videos definition', () => {
  const video = { title: 'Lunge: form guide', url: '/mock-files/3/lunge.mp4', duration_seconds: 12, status: 'draft', move_id: null, poster: '' }
  it('accepts an uploaded video and names each problem at its field', () => {
    expect(videoSchema.safeParse(video).success).toBe(true)
    expect(byField(videoSchema.safeParse({ ...video, title: ' ', url: '', status: 'live', move_id: 0 }))).toMatchObject({
      title: 'Enter a title.',
      url: 'Upload the video or enter its link.',
      status: 'Choose published or draft.',
      move_id: 'Enter a move id, or leave it empty.',
    })
    expect(byField(videoSchema.safeParse({ ...video, poster: 'javascript:alert(1)' }))).toMatchObject({ poster: 'Enter the link as https://… or /….' })
  })
  it('uploads its video to object storage and its poster to the app server', () => {
    const url = videos.fields.find((field) => field.name === 'url')!
    const poster = videos.fields.find((field) => field.name === 'poster')!
    expect(url).toMatchObject({ kind: 'upload', upload: { accept: 'video', storage: 's3' } })
    expect(poster).toMatchObject({ kind: 'upload', upload: { accept: 'image', storage: 'server' } })
    expect(writableFields(videos, 'edit')).not.toContain('created_at')
  })
})

describe('the photos definition', () => {
  it('needs the photo and a description for screen readers', () => {
    expect(photoSchema.safeParse({ title: 'Plank', url: '/mock-files/4/plank.jpg', alt: 'Forearm plank from the side' }).success).toBe(true)
    expect(byField(photoSchema.safeParse({ title: 'Plank', url: '/x.jpg', alt: '' }))).toEqual({ alt: 'Describe the photo for people who cannot see it.' })
  })
  it('has a list and an add page only (docs/product.md §2)', () => {
    expect(photos.paths).toEqual({ list: '/admin/photo', create: '/admin/add-photo' })
    expect(photos.fields.find((field) => field.name === 'url')).toMatchObject({ upload: { accept: 'image', storage: 'server' } })
  })
})

describe('the schedules definition', () => {
  const schedule = {
    user_id: 1,
    coach_id: 2,
    meeting_start: '2025-03-01T09:00:00.000Z',
    meeting_end: '2025-03-01T10:00:00.000Z',
    status: 'booked',
    member_time_zone: 'America/Los_Angeles',
    coach_time_zone: 'Europe/London',
    meeting_details: 'Check-in',
  }
  it('keeps the end after the start, with the message under the end', () => {
    expect(scheduleSchema.safeParse(schedule).success).toBe(true)
    expect(byField(scheduleSchema.safeParse({ ...schedule, meeting_end: schedule.meeting_start }))).toEqual({ meeting_end: 'The end must be after the start.' })
    expect(byField(scheduleSchema.safeParse({ ...schedule, user_id: null, meeting_start: '', coach_id: null, status: 'maybe', member_time_zone: 'Mars/Olympus' }))).toMatchObject({
      user_id: 'Enter the member’s account id.',
      meeting_start: 'Enter the start.',
      coach_id: 'Choose the coach.',
      status: 'Choose the status.',
      member_time_zone: 'Enter an IANA time zone, e.g. Europe/London or America/New_York.',
    })
  })
  it('edits its times with date-time pickers and shows the meeting in words', () => {
    expect(formFields(schedules, 'create').map((field) => [field.name, field.kind])).toEqual([
      ['user_id', 'number'],
      ['coach_id', 'select'],
      ['meeting_start', 'datetime'],
      ['meeting_end', 'datetime'],
      ['status', 'select'],
      ['member_time_zone', 'text'],
      ['coach_time_zone', 'text'],
      ['meeting_details', 'textarea'],
    ])
    expect(writableFields(schedules, 'edit')).not.toContain('revision')
    expect(meetingTime(schedule)).toMatch(/2025, \d\d:\d\d–\d\d:\d\d$/)
  })
})

describe('the groups definition', () => {
  it('needs a name and an owner, and counts the members', () => {
    expect(groupSchema.safeParse({ name: 'Runners', owner_id: 3 }).success).toBe(true)
    expect(byField(groupSchema.safeParse({ name: '', owner_id: undefined }))).toMatchObject({ name: 'Enter a name.', owner_id: 'Enter the owner’s account id.' })
    const members = groups.columns.find((column) => column.field === 'member_ids')!
    expect(cellText(members, { id: 1, member_ids: [1, 3, 4] })).toBe('3')
  })
})

describe('user info and user history', () => {
  it('name the member from the joined account', () => {
    expect(memberName({ user_id: 4, user: { first_name: 'Priya', last_name: 'Shah' } })).toBe('Priya Shah (#4)')
    expect(memberName({ user_id: 9, user: null })).toBe('Member #9')
  })
  it('are read-only: a list and a view, a list only', () => {
    expect(userInfo.paths.create).toBeUndefined()
    expect(userInfo.paths.edit).toBeUndefined()
    expect(userInfo.fields.every((field) => field.readOnly)).toBe(true)
    expect(userHistory.paths).toEqual({ list: '/admin/user_history' })
    expect(userHistory.filters?.map((filter) => filter.name)).toEqual(['user_id', 'move_id', 'watched_at_from', 'watched_at_to'])
  })
})

describe('their docs/product.md §2 routes', () => {
  const routes = adminRoutes(adminResources)
  it.each([
    ['/admin/videos', 'videos', 'list'],
    ['/admin/add-video', 'videos', 'create'],
    ['/admin/edit-video/3', 'videos', 'edit'],
    ['/admin/photo', 'photos', 'list'],
    ['/admin/add-photo', 'photos', 'create'],
    ['/admin/groups', 'groups', 'list'],
    ['/admin/add-groups', 'groups', 'create'],
    ['/admin/edit-groups', 'groups', 'editWithoutId'],
    ['/admin/edit-groups/2', 'groups', 'edit'],
    ['/admin/schedule', 'schedules', 'list'],
    ['/admin/add-schedule', 'schedules', 'create'],
    ['/admin/edit-schedule/1', 'schedules', 'edit'],
    ['/admin/edit-schedule', 'schedules', 'editWithoutId'],
    ['/admin/view-schedule/1', 'schedules', 'show'],
    ['/admin/user_info', 'user_info', 'list'],
    ['/admin/user_info/2', 'user_info', 'show'],
    ['/admin/user_history', 'user_history', 'list'],
  ])('%s is the %s %s screen', (path, name, screen) => {
    expect(resolveAdminScreen(routes, path)).toMatchObject({ screen, definition: { name } })
  })
})
