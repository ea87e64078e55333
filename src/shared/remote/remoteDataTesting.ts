import { renderHook } from '@testing-library/react'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import { useRemoteData, type RemoteDataOptions } from './useRemoteData'

/*
 * What the useRemoteData tests share: server reads the test answers one by one, the two failures
 * they meet, and rendering the hook with props a test can change.
 */

interface Pending<T> {
  signal: AbortSignal
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** A `load` whose reads the test answers one by one, in any order. */
export function controlledLoad<T>() {
  const reads: Pending<T>[] = []
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      reads.push({ signal, resolve, reject })
    })
  const read = (index: number): Pending<T> => {
    const found = reads[index]
    if (!found) throw new Error(`read ${index} has not started (${reads.length} so far)`)
    return found
  }
  return { reads, load, read }
}

export const serverError = new ApiError(500, 'The library is being updated. Try again in a minute.')
export const networkError = new ApiError(0, NETWORK_ERROR_MESSAGE)

export function renderRemote<T>(options: RemoteDataOptions<T>) {
  return renderHook((props: RemoteDataOptions<T>) => useRemoteData(props), { initialProps: options })
}
