import { useState, type ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { CoreAdminContext, memoryStore } from 'ra-core'
import { adminResources as resources } from '../resources/adminResources'
import { createAdminDataProvider } from '../providers/combinedProvider'
import type { AdminDataProvider } from './adminDataProvider'

/*
 * ra-core's context (data provider, react-query cache, list-state store) inside our own data
 * router: with basename /admin it uses the router it finds rather than making its own. One cache
 * and one store for every admin screen, so going back to a list shows it at once.
 */

export function createAdminQueryClient(): QueryClient {
  // Errors show in the page with "Try again"; a silent retry would only delay them.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 } } })
}

const sharedQueryClient = createAdminQueryClient()
const sharedStore = memoryStore()
/** Tests: forget cached records and list states between cases. */
export function resetAdminEngine(): void {
  sharedQueryClient.clear()
  sharedStore.reset()
}

/** Every admin screen's one road to HTTP. */
export const adminDataProvider: AdminDataProvider = createAdminDataProvider(resources)

export interface AdminEngineProps {
  children: ReactNode
  /** Tests and stories pass their own, so no cache leaks between them. */
  queryClient?: QueryClient
  dataProvider?: AdminDataProvider
}

export function AdminEngine({ children, queryClient = sharedQueryClient, dataProvider = adminDataProvider }: AdminEngineProps) {
  const [ownStore] = useState(() => (queryClient === sharedQueryClient ? sharedStore : memoryStore()))
  return (
    <CoreAdminContext basename="/admin" dataProvider={dataProvider} queryClient={queryClient} store={ownStore}>
      {children}
    </CoreAdminContext>
  )
}
