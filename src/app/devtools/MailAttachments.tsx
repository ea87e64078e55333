import type { MockMailAttachment } from '@/api/mockControls/mockControlsTypes'

/**
 * One Blob URL per distinct file, kept for the page's life. The mock's mail holds a few small
 * files (a booking's .ics), so keeping them costs little, and a link then never points at a URL
 * already released (a mailbox read again, or StrictMode's extra cleanup, would release one that a
 * link still shows).
 */
const downloads = new Map<string, string>()

function downloadUrl(file: MockMailAttachment): string {
  const key = `${file.contentType}\n${file.filename}\n${file.content}`
  let url = downloads.get(key)
  if (url === undefined) {
    url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }))
    downloads.set(key, url)
  }
  return url
}

/** A mail's attached files as downloads named by their files, as a mail app offers them. */
export function MailAttachments({ attachments }: { attachments: readonly MockMailAttachment[] }) {
  if (attachments.length === 0) return null
  return (
    <ul className="mt-devpanel__mail-files" aria-label="Attachments">
      {attachments.map((file, index) => (
        <li key={`${file.filename}-${index}`}>
          <a href={downloadUrl(file)} download={file.filename} type={file.contentType}>
            {file.filename}
          </a>
        </li>
      ))}
    </ul>
  )
}
