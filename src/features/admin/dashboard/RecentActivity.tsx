import { useId } from 'react'
import type { AdminStats } from '@/api/payments/paymentTypes'

const KIND_LABELS: Record<AdminStats['activity'][number]['kind'], string> = {
  signup: 'Sign-up',
  payment: 'Payment',
  refund_request: 'Refund request',
  refund: 'Refund',
  cancellation: 'Cancellation',
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/** The latest sign-ups, payments, refunds and cancellations, newest first. */
export function RecentActivity({ activity }: { activity: AdminStats['activity'] }) {
  const id = useId()
  return (
    <section className="admin-dashboard__panel" aria-labelledby={id}>
      <h2 id={id} className="admin-dashboard__panel-title">
        Recent activity
      </h2>
      {activity.length === 0 ? (
        <p className="admin-dashboard__quiet">Nothing has happened yet.</p>
      ) : (
        <ol className="admin-activity">
          {activity.map((event, index) => (
            <li key={`${event.at}-${index}`} className="admin-activity__item">
              <span className={`admin-activity__kind admin-activity__kind--${event.kind}`}>{KIND_LABELS[event.kind]}</span>
              <span className="admin-activity__text">{event.text}</span>
              <time className="admin-activity__time" dateTime={event.at}>
                {when(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
