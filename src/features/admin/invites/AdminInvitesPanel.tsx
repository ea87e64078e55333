import { useRef, useState } from 'react'
import { useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { createAdminInvite, isInviteUsed, listAdminInvites, type AdminInvite } from '@/api/records/adminInvitesApi'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextField } from '@/ui/field/TextField'
import { TitledSection } from '@/ui/section/TitledSection'
import './adminInvites.css'

export const COPY_FALLBACK_MESSAGE = 'Could not copy automatically. The code is selected: copy it with your keyboard or menu.'

async function copyToClipboard(text: string): Promise<void> {
  // navigator.clipboard is missing on insecure origins and in some embedded browsers.
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable')
  await navigator.clipboard.writeText(text)
}

export function AdminInvitesPanel() {
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const invites = useRemoteData({ key: 'admin-invites', load: () => listAdminInvites(), isEmpty: (list) => list.length === 0 })
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState('')
  const [newCode, setNewCode] = useState('')
  const [copyNote, setCopyNote] = useState('')
  const codeFieldRef = useRef<HTMLDivElement>(null)

  async function handleCreate() {
    setCreating(true)
    setCreateError('')
    setCopyNote('')
    try {
      const invite = await createAdminInvite()
      setNewCode(invite.code)
      // Only a shown list is patched: one still loading will include the new code, and a failed one offers "Try again".
      invites.update((list) => [invite, ...list.filter((existing) => existing.id !== invite.id)])
      showSnackbar({ text: 'Invitation code created.' })
    } catch (error) {
      setCreateError(errorMessage(error))
    } finally {
      setCreating(false)
    }
  }

  async function handleCopy() {
    try {
      await copyToClipboard(newCode)
      setCopyNote('')
      showSnackbar({ text: 'Code copied.' })
    } catch {
      // Selecting the text leaves the admin one keystroke away from copying it themselves.
      codeFieldRef.current?.querySelector('input')?.select()
      setCopyNote(COPY_FALLBACK_MESSAGE)
    }
  }

  return (
    <TitledSection title="Invite an administrator" className="admin-invites" titleClassName="admin-invites__title">
      <p className="admin-invites__intro">
        New administrators cannot sign themselves up: they need an invitation code from an existing administrator. Create a
        code, send it to the person you trust, and they enter it on the administrator sign-up page. Each code works once.
      </p>

      <div className="admin-invites__create">
        <Button onClick={handleCreate} busy={creating}>
          {creating ? 'Creating…' : 'Create invitation code'}
        </Button>
        <FormAlert>{createError}</FormAlert>
        {newCode && (
          <div className="admin-invites__new">
            <div ref={codeFieldRef} className="admin-invites__code-field">
              <TextField
                label="New invitation code"
                name="invitation-code"
                value={newCode}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                hint="Share it privately; anyone with this code can become an administrator."
              />
            </div>
            <Button variant="secondary" onClick={handleCopy}>
              Copy code
            </Button>
          </div>
        )}
        {/* Always rendered so screen readers announce the message when it appears. */}
        <p className="admin-invites__copy-note" role="status">
          {copyNote}
        </p>
      </div>

      <h3 className="admin-invites__subtitle">Invitation codes</h3>
      <RemoteContent
        remote={invites}
        loading="Loading invitation codes…"
        section
        offline="The invitation codes will show when you are back online."
        empty={<EmptyState title="No invitation codes yet." headingLevel={3} />}
      >
        {(list) => <InviteTable invites={list} />}
      </RemoteContent>
    </TitledSection>
  )
}

function InviteTable({ invites }: { invites: AdminInvite[] }) {
  return (
    <div className="admin-invites__table-wrap">
      <table className="admin-invites__table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => {
            const used = isInviteUsed(invite)
            return (
              <tr key={invite.id}>
                <td>
                  <code>{invite.code}</code>
                </td>
                <td>
                  <span className={`admin-invites__badge admin-invites__badge--${used ? 'used' : 'unused'}`}>
                    {used ? 'Used' : 'Unused'}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
