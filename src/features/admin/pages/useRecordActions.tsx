import { useState, type ReactNode } from 'react'
import { useSetAtom } from 'jotai'
import type { DbRecord } from '@/api/records/recordTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import type { RecordAction, ResourceDefinition } from '../engine/resourceDefinition'
import { RecordActionDialog } from './RecordActionDialog'

/** A definition's record actions: the buttons for one record, and the one dialog they open. */
export function useRecordActions(definition: ResourceDefinition, onChanged: () => void): { buttons: (record: DbRecord) => ReactNode; dialog: ReactNode } {
  const [current, setCurrent] = useState<{ action: RecordAction; record: DbRecord } | null>(null)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const actions = definition.recordActions ?? []

  const buttons = (record: DbRecord) =>
    actions
      .filter((action) => !action.when || action.when(record))
      .map((action) => (
        <Button key={action.name} variant={action.tone === 'danger' ? 'danger' : 'secondary'} className="admin-record-action" onClick={() => setCurrent({ action, record })}>
          {action.label}
          <span className="visually-hidden">{` ${definition.recordLabel(record)}`}</span>
        </Button>
      ))

  const dialog = (
    <RecordActionDialog
      resource={definition.name}
      action={current?.action ?? null}
      record={current?.record ?? null}
      onClose={() => setCurrent(null)}
      onDone={(action, record) => {
        setCurrent(null)
        showSnackbar({ text: action.done(record) })
        onChanged()
      }}
    />
  )
  return { buttons, dialog }
}
