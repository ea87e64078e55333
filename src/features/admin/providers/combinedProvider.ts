import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetManyParams, GetManyReferenceParams, GetOneParams, Identifier, RaRecord, UpdateParams } from 'ra-core'
import type { DbRecord } from '@/api/records/recordTypes'
import type { ActionParams, AdminActionName, AdminActions, AdminDataProvider, ExportParams } from '../engine/adminDataProvider'
import type { ResourceDefinition } from '../engine/resourceDefinition'
import { blogProvider } from './blogProvider'
import { cmsProvider } from './cmsProvider'
import { contactProvider } from './contactProvider'
import { moderationProvider } from './moderationProvider'
import { paymentsProvider } from './paymentsProvider'
import { asRaCall } from './providerErrors'
import { recordsCalls } from './recordsProvider'
import { servicesProvider } from './servicesProvider'
import type { FamilyCalls, FamilyProvider, ResourceCalls } from './resourceCalls'

/*
 * The admin's one data provider (ra-core's combineDataProviders idea, typed): each call goes to the
 * family provider that serves its resource (payments, cms), else to the records family. Custom
 * methods run a definition's named record actions and the server-written CSV export, and the
 * calls of no one resource (uploads, a template's test email). Every admin
 * screen reaches HTTP only through this, with useDataProvider or ra-core's mutation hooks.
 *
 * ra-core's calls stay in its HttpError (field messages under body.errors, for its forms); the
 * actions keep the ApiError, which the shared useForm reads.
 */

export const DEFAULT_FAMILIES: readonly FamilyProvider[] = [paymentsProvider, cmsProvider, moderationProvider, contactProvider, blogProvider]

/**
 * ra-core types each call as generic over the record type its caller asks for; the rows are the
 * server's, so these two functions say they are what was asked for.
 */
const asRecords = <R extends RaRecord>(rows: DbRecord[]) => rows as unknown as R[]
const asRecord = <R extends RaRecord>(row: DbRecord) => row as unknown as R

export function createAdminDataProvider(definitions: readonly ResourceDefinition[], families: readonly FamilyProvider[] = DEFAULT_FAMILIES): AdminDataProvider {
  const served = new Map<string, ResourceCalls & FamilyCalls>()
  for (const definition of definitions) {
    const family = families.find((candidate) => definition.name in candidate)?.[definition.name] ?? {}
    served.set(definition.name, { ...recordsCalls(definition), ...family })
  }
  const callsOf = (resource: string) => {
    const calls = served.get(resource)
    if (!calls) throw new Error(`No admin resource named "${resource}".`)
    return calls
  }
  const action =
    (name: AdminActionName) =>
    async (resource: string, params: ActionParams): Promise<unknown> => {
      const run = callsOf(resource).actions?.[name]
      if (!run) throw new Error(`The admin resource "${resource}" has no action "${name}".`)
      return run(params)
    }
  const actions: AdminActions = {
    approveRefund: action('approveRefund'),
    declineRefund: action('declineRefund'),
    refundInvoice: action('refundInvoice'),
    archivePlan: action('archivePlan'),
    archivePrice: action('archivePrice'),
    cancelSubscription: action('cancelSubscription'),
    addUsageCharge: action('addUsageCharge'),
    hideReview: action('hideReview'),
    showReview: action('showReview'),
    removeReportedMessage: action('removeReportedMessage'),
    dismissReport: action('dismissReport'),
    markContactAnswered: action('markContactAnswered'),
    markContactNew: action('markContactNew'),
  }

  const provider: DataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const { data, total } = await asRaCall(() => callsOf(resource).getList(params))
      return { data: asRecords<R>(data), total }
    },
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) => ({
      data: asRecord<R>((await asRaCall(() => callsOf(resource).getOne(params))).data),
    }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams) => ({
      data: asRecords<R>((await asRaCall(() => callsOf(resource).getMany(params))).data),
    }),
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const { data, total } = await asRaCall(() => callsOf(resource).getManyReference(params))
      return { data: asRecords<R>(data), total }
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => ({
      data: asRecord<R>((await asRaCall(() => callsOf(resource).create(params))).data),
    }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => ({
      data: asRecord<R>((await asRaCall(() => callsOf(resource).update(params))).data),
    }),
    updateMany: async (resource, params) => {
      const ids: Identifier[] = []
      for (const id of params.ids) {
        await asRaCall(() => callsOf(resource).update({ id, data: params.data, previousData: {} }))
        ids.push(id)
      }
      return { data: ids }
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams) => ({
      data: asRecord<R>((await asRaCall(() => callsOf(resource).delete(params))).data),
    }),
    deleteMany: async (resource, params) => asRaCall(() => callsOf(resource).deleteMany(params)),
  }

  return {
    ...provider,
    ...actions,
    ...servicesProvider,
    exportCsv: async (resource: string, params: ExportParams) => {
      const exportCsv = callsOf(resource).exportCsv
      if (!exportCsv) throw new Error(`The admin resource "${resource}" has no server export.`)
      return exportCsv(params)
    },
  }
}
