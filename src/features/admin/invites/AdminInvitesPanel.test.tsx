import { afterEach, beforeEach, describe, it, expect } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { login } from '@/api/auth/authApi'
import { list, remove, update } from '@/api/records/recordsApi'
import { appStore, currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { AdminInvitesPanel, COPY_FALLBACK_MESSAGE } from './AdminInvitesPanel'
import { ADMIN_INVITE_TABLE } from '@/api/records/adminInvitesApi'

const SEEDED_CODE = 'MT-INVITE-DEMO'

async function signInAsAdmin() {
  const res = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
  dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
}

function renderPanel() {
  return render(
    <Provider store={appStore}>
      <AdminInvitesPanel />
    </Provider>,
  )
}

function codeRow(code: string) {
  return screen.findByRole('row', { name: new RegExp(code) })
}

describe('AdminInvitesPanel', () => {
  describe('signed in as admin', () => {
    beforeEach(signInAsAdmin)

    it('lists the seeded code as unused after a loading state', async () => {
      renderPanel()
      expect(screen.getByRole('heading', { level: 2, name: 'Invite an administrator' })).toBeInTheDocument()
      // The shared loading state writes the label twice: read out by the spinner, shown beside it.
      expect(screen.getByText('Loading invitation codes…', { selector: 'p' })).toBeVisible()
      const row = await codeRow(SEEDED_CODE)
      expect(within(row).getByText('Unused')).toBeInTheDocument()
      expect(screen.queryAllByText('Loading invitation codes…')).toHaveLength(0)
    })

    it('creates a code, shows it read-only, adds it to the list and copies it', async () => {
      const user = userEvent.setup()
      renderPanel()
      await codeRow(SEEDED_CODE)

      await user.click(screen.getByRole('button', { name: 'Create invitation code' }))

      const field = await screen.findByRole('textbox', { name: 'New invitation code' })
      expect(field).toHaveAttribute('readonly')
      const code = (field as HTMLInputElement).value
      expect(code).not.toBe('')
      expect(code).not.toBe(SEEDED_CODE)
      expect(within(await codeRow(code)).getByText('Unused')).toBeInTheDocument()
      expect(appStore.get(snackbarAtom).globalMessage).toBe('Invitation code created.')
      // The server really stored it: a fresh list holds the same code.
      expect((await list(ADMIN_INVITE_TABLE)).map((row) => row.code)).toContain(code)

      await user.click(screen.getByRole('button', { name: 'Copy code' }))
      await expect(navigator.clipboard.readText()).resolves.toBe(code)
      expect(appStore.get(snackbarAtom).globalMessage).toBe('Code copied.')
    })

    describe('when the clipboard refuses', () => {
      const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
      beforeEach(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        })
      })
      afterEach(() => {
        if (original) Object.defineProperty(navigator, 'clipboard', original)
        else Reflect.deleteProperty(navigator, 'clipboard')
      })

      it('says so and selects the code for a manual copy', async () => {
        renderPanel()
        fireEvent.click(screen.getByRole('button', { name: 'Create invitation code' }))
        const field = (await screen.findByRole('textbox', { name: 'New invitation code' })) as HTMLInputElement
        fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
        expect(await screen.findByText(COPY_FALLBACK_MESSAGE)).toBeInTheDocument()
        expect(field.selectionStart).toBe(0)
        expect(field.selectionEnd).toBe(field.value.length)
        expect(appStore.get(snackbarAtom).globalMessage).not.toBe('Code copied.')
      })
    })

    it('marks a code that has been redeemed as used', async () => {
      const seeded = (await list(ADMIN_INVITE_TABLE)).find((row) => row.code === SEEDED_CODE)
      expect(seeded).toBeDefined()
      await update(ADMIN_INVITE_TABLE, seeded?.id ?? 0, { used_by: currentAuth().user ?? 0 })
      renderPanel()
      expect(within(await codeRow(SEEDED_CODE)).getByText('Used')).toBeInTheDocument()
    })

    it('says when there are no codes', async () => {
      for (const invite of await list(ADMIN_INVITE_TABLE)) await remove(ADMIN_INVITE_TABLE, invite.id)
      renderPanel()
      expect(await screen.findByText('No invitation codes yet.')).toBeInTheDocument()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    })
  })

  it('shows the server’s message when the list fails, and recovers with Try again', async () => {
    // Signed out, the server refuses the list: a real error path, not a stub.
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await signInAsAdmin()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(within(await codeRow(SEEDED_CODE)).getByText('Unused')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
