import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { ReadingPage, SupportEmailLink } from './ReadingPage'
import './faqPage.css'

interface Question {
  question: string
  answer: ReactNode
}

const questions: Question[] = [
  {
    question: 'Can I use MoveTime without an internet connection?',
    answer: (
      <>
        <p>
          Yes. Once you have signed in and opened the app online, the move library and your favourites are saved on your device,
          so they open even with no signal. Moves you favourite while offline are saved and sent automatically when you are back
          online.
        </p>
        <p>Videos you have not played before may need a connection the first time.</p>
      </>
    ),
  },
  {
    question: 'How do I install the app on my phone?',
    answer: (
      <>
        <p>MoveTime installs from your browser, with no app store needed.</p>
        <ul>
          <li>
            <strong>Android:</strong> open MoveTime in Chrome, open the browser menu (⋮) and choose “Install app” or “Add to
            Home screen”.
          </li>
          <li>
            <strong>iPhone and iPad:</strong> open MoveTime in Safari, tap the Share button, then “Add to Home Screen”.
          </li>
        </ul>
        <p>The app then opens from its own icon, full screen, like any other app.</p>
      </>
    ),
  },
  {
    question: 'How do I cancel my membership?',
    answer: (
      <p>
        Sign in and cancel your subscription from your account’s settings and billing. There is no fee to cancel. Your membership
        stays active until the end of the period you have already paid for, and it will not renew after that.
      </p>
    ),
  },
  {
    question: 'Can I switch between monthly and yearly?',
    answer: (
      <p>
        Yes. Sign in, open the plans page and choose the plan you want. Before you confirm, you will see the new price and when
        it starts to apply.
      </p>
    ),
  },
  {
    question: 'Can I add my own moves?',
    answer: (
      <p>
        Yes. Members can add their own moves, for example an exercise from a physio or coach, and find them in their library
        next to the MoveTime moves.
      </p>
    ),
  },
  {
    question: 'Do my favourites sync between my devices?',
    answer: (
      <p>
        Yes. Favourites are saved to your account, so they appear on every device you sign in on. Changes made offline are sent
        when the device reconnects; if you changed the same move on two devices, your latest choice wins.
      </p>
    ),
  },
  {
    question: 'I forgot my password. What should I do?',
    answer: (
      <p>
        On the <Link to={paths.login()}>sign-in page</Link>, choose “Forgot password” (or go straight to{' '}
        <Link to={paths.forgotPassword()}>reset your password</Link>) and enter your email address. We will send you a link to choose a
        new password. If the email does not arrive within a few minutes, check your spam folder.
      </p>
    ),
  },
  {
    question: 'Is MoveTime safe for me if I am new to exercise?',
    answer: (
      <p>
        Every move has a short video and clear cues, and many have easier variations. Still, please consult a doctor before
        starting a new exercise programme, especially if you have a medical condition or injury, and stop if anything hurts.
      </p>
    ),
  },
]

export function FaqPage() {
  return (
    <ReadingPage
      title="Frequently asked questions"
      intro={<p>Quick answers about using MoveTime. Select a question to see its answer.</p>}
    >
      <div className="faq">
        {questions.map(({ question, answer }) => (
          <details key={question} className="faq__item">
            <summary className="faq__question">{question}</summary>
            <div className="faq__answer">{answer}</div>
          </details>
        ))}
      </div>
      <section aria-labelledby="faq-more" className="faq__more">
        <h2 id="faq-more">Still have a question?</h2>
        <p>
          Email us at <SupportEmailLink /> or see the <Link to={paths.contact}>contact page</Link>.
        </p>
      </section>
    </ReadingPage>
  )
}
