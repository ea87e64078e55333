import { fetchMailbox } from '@/api/mockControls/mockControlsApi'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import { MailAttachments } from './MailAttachments'

function formatSent(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** The mock's outbox: mounted each time the panel opens, so it reads the mail sent since. */
export function MockMailbox({ headingId }: { headingId: string }) {
  const { state, retry } = useRemoteData({ key: 'mock-mailbox', load: () => fetchMailbox(), isEmpty: (mails) => mails.length === 0 })

  return (
    <section className="mt-devpanel__mailbox" aria-labelledby={headingId}>
      <div className="mt-devpanel__mailbox-head">
        <h3 id={headingId}>Mailbox</h3>
        <Button variant="ghost" onClick={retry} busy={state.status === 'loading'}>
          Refresh mailbox
        </Button>
      </div>
      {state.status === 'loading' && <p className="mt-devpanel__empty">Loading mail…</p>}
      {state.status === 'error' && <p className="mt-devpanel__empty">Could not read the mailbox: {state.message}</p>}
      {state.status === 'empty' && (
        <p className="mt-devpanel__empty">No emails yet. Register or ask for a password reset to get one.</p>
      )}
      {state.status === 'ready' && (
        <ul className="mt-devpanel__mails">
          {state.data.map((mail) => (
            <li key={mail.id} className="mt-devpanel__mail">
              <p className="mt-devpanel__mail-subject">{mail.subject}</p>
              <p className="mt-devpanel__mail-meta">
                To {mail.to}
                {mail.sentAt && (
                  <>
                    {' · '}
                    <time dateTime={mail.sentAt}>{formatSent(mail.sentAt)}</time>
                  </>
                )}
              </p>
              {mail.text && (
                <details className="mt-devpanel__mail-text">
                  <summary>Show the email</summary>
                  <pre>{mail.text}</pre>
                </details>
              )}
              <MailAttachments attachments={mail.attachments} />
              {mail.links.length > 0 && (
                <ul className="mt-devpanel__mail-links">
                  {mail.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
