import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { formFields } from '../engine/resourceDefinition'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'
import { adminResources } from './adminResources'

/*
 * Every registered definition, through the generic pages against the mock backend: its list
 * draws seeded rows under its columns, and its forms label every field. A definition added to
 * the registry is covered here without a line of test code.
 */

describe.each(adminResources.map((definition) => [definition.name, definition] as const))('the %s resource', (_name, definition) => {
  beforeEach(signInAsAdmin)

  it('lists seeded records under its columns, with no serious accessibility finding', async () => {
    const { container } = renderAdmin(definition.paths.list)
    const table = await screen.findByRole('table', { name: new RegExp(`^${definition.labels.plural}: \\d+ in all`) }, { timeout: 8000 })
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '')
    for (const column of definition.columns) expect(headers.some((text) => text.includes(column.label))).toBe(true)
    expect(within(table.querySelector('tbody')!).getAllByRole('row').length).toBeGreaterThan(0)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it.runIf(definition.paths.create)('offers a create form with every field labelled', async () => {
    const { container } = renderAdmin(definition.paths.create!)
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^Add ${definition.labels.singular}`, 'i') }, { timeout: 8000 })
    for (const field of formFields(definition, 'create')) {
      if (field.readOnly) continue
      expect(screen.getAllByLabelText(new RegExp(`^${escape(field.label)}`)).length).toBeGreaterThan(0)
    }
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
