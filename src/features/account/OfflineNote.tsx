import { useOnline } from '@/lib/network/useOnline'
import { FormAlert } from '@/ui/field/FormAlert'

/** Above a form while the device is offline: typing is safe, saving waits for the network. */
export function OfflineNote() {
  const online = useOnline()
  if (online) return null
  return (
    <FormAlert tone="info">
      <strong>You’re offline.</strong> What you type stays here; saving needs a connection.
    </FormAlert>
  )
}
