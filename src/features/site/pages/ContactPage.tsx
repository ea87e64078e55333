import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { ReadingPage, SupportEmailLink } from './ReadingPage'

export function ContactPage() {
  return (
    <ReadingPage
      title="Contact us"
      intro={<p>We are happy to help with your membership, billing, the app, or anything else about MoveTime.</p>}
    >
      <section aria-labelledby="contact-email">
        <h2 id="contact-email">Email support</h2>
        <p>
          Write to us at <SupportEmailLink />. We answer within one working day, Monday to Friday.
        </p>
        <p>To help us answer quickly, please include:</p>
        <ul>
          <li>the email address you use for MoveTime;</li>
          <li>the device and browser you use (for example “Android, Chrome” or “iPhone, Safari”);</li>
          <li>what you were doing and what happened, with a screenshot if you can.</li>
        </ul>
        <p>Never send your password or full card number by email: we will never ask for them.</p>
      </section>

      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq">Quick answers</h2>
        <p>
          Many questions, such as using the app offline, installing it on your phone, cancelling or changing your plan, and
          resetting a forgotten password, are answered in our <Link to={paths.faq}>frequently asked questions</Link>.
        </p>
      </section>

      <section aria-labelledby="contact-legal">
        <h2 id="contact-legal">Terms and privacy</h2>
        <p>
          Read our <Link to={paths.terms}>terms of service</Link> and <Link to={paths.privacy}>privacy policy</Link>. For requests about
          your personal data, email us at the same address.
        </p>
      </section>
    </ReadingPage>
  )
}
