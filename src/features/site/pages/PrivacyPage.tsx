import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { ReadingPage, SupportEmailLink } from './ReadingPage'
import { LEGAL_LAST_UPDATED } from './legalDates'

export function PrivacyPage() {
  return (
    <ReadingPage
      title="Privacy policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          This policy explains what personal data MoveTime collects, why, where it is kept and the choices you have. We collect
          only what we need to run your membership and never sell your data.
        </p>
      }
    >
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">1. What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, password (stored only as a secure hash) and, if you
            give it, your phone number and profile photo.
          </li>
          <li>
            <strong>Membership and billing:</strong> your plan, subscription status, invoices and the payment history we need
            for accounting.
          </li>
          <li>
            <strong>Activity in the app:</strong> the moves you play, favourite or add, your history and streaks, challenges,
            groups, friends and bookings.
          </li>
          <li>
            <strong>Technical data:</strong> device and browser type, screen size, and basic usage events, used to keep the app
            working well on your device and to fix problems.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-payments">
        <h2 id="privacy-payments">2. Payment card details</h2>
        <p>
          Card payments are handled by our payment provider. Your card number and security code are sent directly to the
          provider and <strong>are never stored by MoveTime</strong>. We receive only what we need to show your billing history,
          such as the card brand, its last four digits, the expiry date and the result of each payment.
        </p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">3. How we use your data</h2>
        <ul>
          <li>To create and secure your account, and to sign you in.</li>
          <li>To provide the service: play moves, keep your favourites, show your dashboard, run challenges and groups.</li>
          <li>To take payments, send receipts and manage renewals and cancellations.</li>
          <li>To send service emails, such as email verification, password resets and important changes.</li>
          <li>To understand how the app is used so we can fix problems and improve it.</li>
        </ul>
        <p>
          We rely on our contract with you to provide the service, on legal obligations for billing records, and on our
          legitimate interest in keeping the service secure and working. We send marketing emails only if you agree, and you can
          unsubscribe at any time.
        </p>
      </section>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">4. Data stored on your device</h2>
        <p>
          So you can train without a connection, the app stores part of the move library, the details of moves you open, your
          favourites, your profile and your stats in your browser’s storage on your device. Changes you make while offline are
          kept there until they can be sent to us. Your sign-in is also remembered on the device so the app opens without asking
          you to sign in every time.
        </p>
        <p className="reading__notice">
          <strong>When you sign out, this data is wiped from the device.</strong> If you share a device, sign out when you have
          finished.
        </p>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">5. Who we share it with</h2>
        <p>We share personal data only with service providers who help us run MoveTime, under contracts that protect it:</p>
        <ul>
          <li>our payment provider, to take payments;</li>
          <li>hosting and storage providers, to run the service and keep videos and photos;</li>
          <li>email and SMS providers, to send you service messages.</li>
        </ul>
        <p>
          Friends and group members you connect with can see your name, profile photo and the activity you share with them. We
          disclose data to authorities only when the law requires it.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">6. How long we keep it</h2>
        <p>
          We keep your account data while your account is open. If you delete your account we remove your personal data within
          30 days, except billing records, which we must keep for as long as tax and accounting law requires.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">7. Your rights</h2>
        <p>
          You can see and update most of your details in your profile. You can also ask us for a copy of your data, to correct
          or delete it, to restrict or object to how we use it, or to receive it in a portable format. Email{' '}
          <SupportEmailLink /> and we will answer within one month. If you are not satisfied, you can complain to your local
          data protection authority.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">8. Security</h2>
        <p>
          Data travels over encrypted connections, passwords are hashed, and access to personal data within MoveTime is limited
          to the people who need it. No system is perfectly secure: if we learn of a breach that affects you, we will tell you
          and the authorities as the law requires.
        </p>
      </section>

      <section aria-labelledby="privacy-children">
        <h2 id="privacy-children">9. Children</h2>
        <p>
          MoveTime is not intended for children under 16 without a parent’s or guardian’s permission, and we do not knowingly
          collect their data otherwise.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">10. Changes and contact</h2>
        <p>
          We will tell you in the app or by email before any important change to this policy. Questions about your privacy?
          Email <SupportEmailLink /> or see our <Link to={paths.contact}>contact page</Link>. Our{' '}
          <Link to={paths.terms}>terms of service</Link> explain the rest of our agreement with you.
        </p>
      </section>
    </ReadingPage>
  )
}
