import { useId } from 'react'
import { Link } from 'react-router'
import { accountPaths } from './accountPaths'
import { PlanCard } from './PlanCard'
import './account.css'

interface HubLink {
  to: string
  title: string
  description: string
}

/* My bookings, My spaces and Reviews join this list once those routes are real pages. */
const beforePlan: HubLink[] = [
  { to: accountPaths.hubProfile, title: 'Profile', description: 'Your name, photo, phone and training goal.' },
  { to: accountPaths.paymentMethods, title: 'Payment methods', description: 'Add or remove cards and choose your default.' },
  { to: accountPaths.billings, title: 'Billings', description: 'Your invoices and payments.' },
]
const afterPlan: HubLink[] = [
  { to: accountPaths.settings, title: 'Settings', description: 'Sign-in email, password and two-factor authentication.' },
]

/** /account: one place for everything about the member's account, with their plan at a glance. */
export function AccountPage() {
  const planHeadingId = useId()
  return (
    <div className="account-page account-page--wide">
      <h1 className="account-page__title">Your account</h1>
      <ul className="account-hub">
        {beforePlan.map((link) => (
          <HubCard key={link.to} link={link} />
        ))}
        <li className="account-hub__card">
          <PlanCard headingId={planHeadingId} />
        </li>
        {afterPlan.map((link) => (
          <HubCard key={link.to} link={link} />
        ))}
      </ul>
    </div>
  )
}

function HubCard({ link }: { link: HubLink }) {
  return (
    <li className="account-hub__card account-hub__card--link">
      <h2 className="account-hub__title">
        <Link to={link.to} className="account-hub__link">
          {link.title}
        </Link>
      </h2>
      <p className="account-muted">{link.description}</p>
    </li>
  )
}
