import type { AdminStats } from '@/api/payments/paymentTypes'
import { TitledSection } from '@/ui/section/TitledSection'

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
  return (
    <TitledSection title="Recent activity" className="admin-dashboard__panel" titleClassName="admin-dashboard__panel-title">
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
    </TitledSection>
  )
}
