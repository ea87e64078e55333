import { useEffect, useId, useRef, useState } from 'react'
import { removeEveryDownload, refreshDownloads, useDownloads } from '@/offline/downloads/downloadsState'
import { isStoragePersisted, storageEstimate, type StorageEstimate } from '@/offline/downloads/storageInfo'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { formatBytes } from './formatBytes'
import { useOnline } from '@/lib/network/useOnline'
import './downloads.css'

const moveCount = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`

const PERSISTENCE_TEXT = {
  kept: 'Your browser keeps downloads until you remove them.',
  evictable: 'Your browser may remove downloads if this device runs low on space.',
}

/** Loaded together, and again whenever the downloads change, so the meter follows them. */
function useStorageFacts(version: unknown) {
  const [facts, setFacts] = useState<{ estimate: StorageEstimate | null; persisted: boolean | null } | null>(null)
  useEffect(() => {
    let current = true
    void Promise.all([storageEstimate(), isStoragePersisted()]).then(([estimate, persisted]) => {
      if (current) setFacts({ estimate, persisted })
    })
    return () => {
      current = false
    }
  }, [version])
  return facts
}

/** Settings panel: space used, the downloaded moves, and "Remove downloads". */
export function OfflineStorage() {
  const online = useOnline()
  const { known, moves } = useDownloads()
  const facts = useStorageFacts(moves)
  const [confirming, setConfirming] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [error, setError] = useState('')
  const keepRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const meterLabelId = useId()

  useEffect(() => {
    if (!known) void refreshDownloads()
  }, [known])

  const downloads = [...moves.values()]
  const close = () => {
    if (!removing) setConfirming(false)
  }
  const removeAll = async () => {
    setRemoving(true)
    setError('')
    try {
      await removeEveryDownload()
      setConfirming(false)
    } catch {
      setError('The downloads could not be removed. Please try again.')
    } finally {
      setRemoving(false)
    }
  }

  return (
    <section className="offline-storage" aria-labelledby={titleId}>
      <h2 id={titleId} className="offline-storage__title">
        Offline videos
      </h2>

      {facts?.estimate ? (
        <>
          <p id={meterLabelId}>
            Using {formatBytes(facts.estimate.usage)} of {formatBytes(facts.estimate.quota)}
          </p>
          <meter className="offline-storage__meter" aria-labelledby={meterLabelId} min={0} max={facts.estimate.quota} value={facts.estimate.usage} />
        </>
      ) : (
        facts && <p className="offline-storage__note">This browser doesn’t say how much space is left.</p>
      )}

      <p role="status">{known ? (downloads.length === 0 ? 'No moves downloaded yet.' : `${moveCount(downloads.length)} downloaded`) : 'Checking downloads…'}</p>
      {downloads.length > 0 && (
        <ul className="offline-storage__list" aria-label="Downloaded moves">
          {downloads.map((record) => (
            <li key={record.id}>
              {record.title} <span className="offline-storage__note">({formatBytes(record.bytes)})</span>
            </li>
          ))}
        </ul>
      )}

      {facts && facts.persisted !== null && downloads.length > 0 && (
        <p className="offline-storage__note">{facts.persisted ? PERSISTENCE_TEXT.kept : PERSISTENCE_TEXT.evictable}</p>
      )}
      {/* Nothing here needs the network; say so, rather than disabling what still works. */}
      {!online && <p className="offline-storage__note">You’re offline: downloaded moves still play, and you can remove them. New downloads need a connection.</p>}

      <div className="offline-storage__actions">
        <Button variant="danger" disabled={downloads.length === 0} onClick={() => setConfirming(true)}>
          Remove downloads
        </Button>
      </div>

      <Dialog
        open={confirming}
        title="Remove all downloaded videos?"
        description={`${moveCount(downloads.length)} will no longer play offline. You can download them again when you’re online.`}
        onClose={close}
        dismissible={!removing}
        initialFocusRef={keepRef}
        actions={
          <>
            <Button ref={keepRef} variant="secondary" onClick={close} disabled={removing}>
              Keep them
            </Button>
            <Button variant="danger" busy={removing} onClick={() => void removeAll()}>
              Remove downloads
            </Button>
          </>
        }
      >
        <FormAlert>{error}</FormAlert>
      </Dialog>
    </section>
  )
}
