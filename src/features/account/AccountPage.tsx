import { useId } from 'react'
import { Link } from '@/ui/link/Link'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { PlanCard } from './PlanCard'
import './account.css'

interface HubLink {
  to: string
  title: string
  description: string
}

const beforePlan: HubLink[] = [
  { to: paths.mySpaces, title: 'My spaces', description: 'Talk with your groups, your friends and your coach.' },
  { to: paths.myBookings, title: 'My bookings', description: 'Sessions with your coach: book, move or cancel, add to your calendar.' },
  { to: paths.reviews, title: 'Reviews', description: 'Rate the sessions you had and read what you wrote.' },
  { to: paths.accountProfile, title: 'Profile', description: 'Your name, photo, phone and training goal.' },
  { to: paths.paymentMethods, title: 'Payment methods', description: 'Add or remove cards and choose your default.' },
  { to: paths.billings, title: 'Billings', description: 'Your invoices and payments.' },
]
const afterPlan: HubLink[] = [
  { to: paths.settings, title: 'Settings', description: 'Sign-in email, password, two-factor authentication and who sees your activity.' },
]

/** /account: one place for everything about the member's account, with their plan at a glance. */
export function AccountPage() {
  const planHeadingId = useId()
  return (
    <PageFrame title="Your account">
      <ul className="account-hub">
        {beforePlan.map((link) => (
          <HubCard key={link.to} link={link} />
        ))}
        <li className="mt-panel account-hub__card">
          <PlanCard headingId={planHeadingId} />
        </li>
        {afterPlan.map((link) => (
          <HubCard key={link.to} link={link} />
        ))}
      </ul>
    </PageFrame>
  )
}

function HubCard({ link }: { link: HubLink }) {
  return (
    <li className="mt-panel account-hub__card account-hub__card--link">
      <h2 className="account-hub__title">
        <Link to={link.to} className="account-hub__link">
          {link.title}
        </Link>
      </h2>
      <p className="account-muted">{link.description}</p>
    </li>
  )
}
