import { DOWNLOAD_MESSAGES } from '@/offline/downloads/downloadErrors'
import { useOnline } from '@/lib/network/useOnline'
import { DownloadStart } from '../downloads/DownloadControls'

const noop = () => {}

/** "Download for offline" before the video's links are known: disabled, saying why. */
export function DownloadNotYet() {
  const online = useOnline()
  return (
    <div className="move-download">
      <DownloadStart
        label="Download for offline"
        explanation={online ? 'Available once the video has loaded.' : DOWNLOAD_MESSAGES.offline}
        failure={undefined}
        onStart={noop}
        buttonRef={null}
      />
    </div>
  )
}
