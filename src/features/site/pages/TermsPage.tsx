import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { ReadingPage, SupportEmailLink } from './ReadingPage'
import { LEGAL_LAST_UPDATED } from './legalDates'

export function TermsPage() {
  return (
    <ReadingPage
      title="Terms of service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and MoveTime when you use the MoveTime app and website. Please read them
          before you start a membership. By creating an account you accept them.
        </p>
      }
    >
      <section aria-labelledby="terms-service">
        <h2 id="terms-service">1. The service</h2>
        <p>
          MoveTime is a subscription app with a library of exercise moves and short videos. Members can browse and play moves,
          keep favourites, add their own moves, track their activity, join challenges and groups, connect with friends and book
          sessions. We add, change and retire content and features over time to keep the service useful.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">2. Your account</h2>
        <ul>
          <li>You must be at least 16 years old, or have a parent’s or guardian’s permission, to create an account.</li>
          <li>Give accurate details and keep your email address up to date: we use it for receipts and account security.</li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account; tell us straight away at{' '}
            <SupportEmailLink /> if you think someone else has used it.
          </li>
          <li>One membership is for one person. Please do not share your account.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-subscriptions">
        <h2 id="terms-subscriptions">3. Subscriptions and payment</h2>
        <ul>
          <li>
            Memberships are offered monthly or yearly. The price, currency and billing period are shown before you pay and on
            your receipt.
          </li>
          <li>
            <strong>Your subscription renews automatically</strong> at the end of each billing period, and you are charged for
            the next period, until you cancel.
          </li>
          <li>
            You can cancel at any time from your account. When you cancel, your membership{' '}
            <strong>stays active until the end of the period you have already paid for</strong> and is not renewed after that.
          </li>
          <li>
            If you change plan, the new plan and its price apply from the change as shown to you at the time you confirm it.
          </li>
          <li>
            Payments are processed by our payment provider. Your card details go directly to them and are never stored by
            MoveTime.
          </li>
          <li>
            If a payment fails we may pause access to member features until a valid payment method is added.
          </li>
          <li>
            If we change the price of a plan we will tell you by email at least 30 days before the change applies to your next
            renewal, so you can cancel first if you wish.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-refunds">
        <h2 id="terms-refunds">4. Refunds</h2>
        <p>
          Payments already made are generally not refunded for partly used periods. If you were charged in error, or the
          service did not work as described, contact us at <SupportEmailLink /> and we will look at your request fairly. This
          does not affect any rights you have under the consumer law of the country where you live.
        </p>
      </section>

      <section aria-labelledby="terms-health">
        <h2 id="terms-health">5. Your health and safety</h2>
        <p className="reading__notice">
          <strong>Consult a doctor before starting any exercise programme</strong>, especially if you are pregnant, have a
          medical condition, an injury, or have not exercised for a while.
        </p>
        <p>
          MoveTime gives general fitness content for information only. It is not medical advice and does not replace a doctor,
          physiotherapist or qualified trainer who knows you. Exercise at your own pace, warm up, use suitable equipment and
          space, and stop immediately if you feel pain, dizziness, shortness of breath or discomfort. You take part in any
          exercise at your own risk.
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">6. Content and acceptable use</h2>
        <p>
          The videos, photos, texts and design of MoveTime belong to us or our licensors. Your membership lets you view them for
          your own personal, non-commercial use. You may not copy, resell, redistribute or publicly show them.
        </p>
        <p>
          Moves, names, photos and messages you add remain yours. You give us permission to store and show them within the
          service as needed to run it (for example, to the friends and groups you share them with). Do not add anything
          unlawful, hateful, misleading or that you do not have the right to share, and be respectful in groups and challenges.
          We may remove content or suspend accounts that break these rules.
        </p>
      </section>

      <section aria-labelledby="terms-offline">
        <h2 id="terms-offline">7. Offline use</h2>
        <p>
          To let you train without a connection, the app keeps part of the library and your favourites on your device. Changes
          you make while offline are sent when you are back online. Offline content is only available while your membership is
          active and is removed when you sign out. See the <Link to={paths.privacy}>privacy policy</Link> for details.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">8. Availability and liability</h2>
        <p>
          We work to keep MoveTime available and accurate, but we cannot promise it will always be uninterrupted or error-free.
          To the extent the law allows, we are not liable for indirect or unforeseeable losses, and our total liability to you
          is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that
          cannot be limited by law, such as for death or personal injury caused by negligence.
        </p>
      </section>

      <section aria-labelledby="terms-ending">
        <h2 id="terms-ending">9. Ending the agreement</h2>
        <p>
          You can stop using MoveTime and cancel your membership at any time. You can ask us to delete your account by writing
          to <SupportEmailLink />. We may suspend or close an account that seriously or repeatedly breaks these terms; where
          reasonable, we will warn you first.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">10. Changes to these terms</h2>
        <p>
          We may update these terms as the service changes. When a change matters to you, we will tell you in the app or by
          email before it takes effect. The date at the top shows when they last changed.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">11. Contact</h2>
        <p>
          Questions about these terms? Email <SupportEmailLink /> or visit our <Link to={paths.contact}>contact page</Link>.
        </p>
      </section>
    </ReadingPage>
  )
}
