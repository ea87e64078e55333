import { beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from 'ra-core'
import { CONTENT_CALL_MESSAGES } from '@/api/content/contentCallTypes'
import { db } from '@mocks/db/db'
import { cmsEntries } from '../resources/cmsEntries'
import { signInAsAdmin } from '../testing/renderAdmin.testing'
import { createAdminDataProvider } from './combinedProvider'

/** The cms provider's calls (cms POST and PUT) behave like the records calls for ra-core. */
const provider = createAdminDataProvider([cmsEntries])

beforeEach(async () => {
  await signInAsAdmin()
  await db.cms.create({ id: 900, page: 'faq', key: 'headline', type: 'text', value: 'Questions, answered.' })
})

describe('the cms provider', () => {
  it('create and update through the cms calls, sending only the form’s fields that changed', async () => {
    const created = await provider.create('cms', { data: { page: 'faq', key: 'intro', type: 'text', value: 'Hello', id: 5, updated_at: 'x' } })
    expect(created.data).toMatchObject({ page: 'faq', key: 'intro', value: 'Hello' })
    const previous = created.data
    const updated = await provider.update('cms', { id: previous.id, data: { ...previous, value: 'Hello again' }, previousData: previous })
    expect(updated.data).toMatchObject({ id: previous.id, value: 'Hello again' })
  })

  it('turn the server’s field messages into ra-core errors the form puts under each field', async () => {
    const failure = provider.create('cms', { data: { page: 'faq', key: 'headline', type: 'text', value: 'Twice' } })
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({ status: 409, body: { errors: { key: CONTENT_CALL_MESSAGES.cmsTaken } } })
  })
})
