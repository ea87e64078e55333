import type { ReactNode } from 'react'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Decorator } from '@storybook/react-vite'
import { appStore } from '@/lib/auth/authState'
import { SignedInMember } from '@tests/support/SignedInMember'

/**
 * Stories only: the page at `path` inside a router and the app's store, signed in as the seeded
 * member unless `signedIn` is false. Links to other pages land on a note, not a blank canvas.
 */
export function AccountStoryFrame({ path, at = path, signedIn = true, children }: { path: string; at?: string; signedIn?: boolean; children: ReactNode }) {
  const routes = (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<p>Another page of the app would open here.</p>} />
    </Routes>
  )
  return (
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>{signedIn ? <SignedInMember>{routes}</SignedInMember> : routes}</MemoryRouter>
    </Provider>
  )
}

/** A story decorator for AccountStoryFrame. */
export function atRoute(path: string, at = path, signedIn = true): Decorator {
  return function AccountRoute(Story) {
    return (
      <AccountStoryFrame path={path} at={at} signedIn={signedIn}>
        <Story />
      </AccountStoryFrame>
    )
  }
}
