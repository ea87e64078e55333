import { useOnline } from '@/lib/network/useOnline'
import { FormAlert } from '@/ui/field/FormAlert'

/** Said before the member tries: this form talks to the server, and the device is offline. */
export function OfflineAuthNote({ action }: { action: string }) {
  const online = useOnline()
  if (online) return null
  return <FormAlert tone="info">You are offline. {action} needs a connection; what you type here is kept.</FormAlert>
}
