import type { CreateParams, DeleteManyParams, DeleteParams, GetListParams, GetManyParams, GetManyReferenceParams, GetOneParams, Identifier, UpdateParams } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import type { ActionParams, AdminActionName, ExportParams, ExportResult } from '../engine/adminDataProvider'

/*
 * One resource's calls as a family provider writes them: ra-core's calls for that resource only,
 * typed by the rows the server answers (the combined provider adapts them to ra-core's generic
 * DataProvider), plus the custom methods of its record actions and export.
 */

export interface ResourceCalls {
  getList(params: GetListParams): Promise<{ data: DbRecord[]; total: number }>
  getOne(params: GetOneParams): Promise<{ data: DbRecord }>
  getMany(params: GetManyParams): Promise<{ data: DbRecord[] }>
  getManyReference(params: GetManyReferenceParams): Promise<{ data: DbRecord[]; total: number }>
  create(params: CreateParams): Promise<{ data: DbRecord }>
  update(params: UpdateParams): Promise<{ data: DbRecord }>
  delete(params: DeleteParams): Promise<{ data: DbRecord }>
  deleteMany(params: DeleteManyParams): Promise<{ data: Identifier[] }>
}

export type ActionCalls = Partial<Record<AdminActionName, (params: ActionParams) => Promise<unknown>>>

/** What a family provider gives one resource: the calls it answers itself, its actions and its export. */
export interface FamilyCalls extends Partial<ResourceCalls> {
  actions?: ActionCalls
  exportCsv?: (params: ExportParams) => Promise<ExportResult>
}

/** A family provider: the resources it serves, by the engine's resource name. */
export type FamilyProvider = Readonly<Record<string, FamilyCalls>>

/** A field of the list's filter as trimmed text, or undefined when empty. */
export function filterText(filter: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = filter?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** A server answer as an engine row: its fields by name (an interface has no index signature for them). */
export function asRow(value: { id: number }): DbRecord {
  return { ...Object.fromEntries(Object.entries(value)), id: value.id }
}

/** A field of a record as text ('' when absent), for building a call's body. */
export function textOf(record: DbRecord, key: string): string {
  const value = record[key]
  return value === null || value === undefined ? '' : String(value)
}
