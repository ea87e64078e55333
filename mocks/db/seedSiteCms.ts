import type { CmsRow } from './contentSchemas'

/*
 * The public pages' text as CMS entries (issue 23): what the home, terms, privacy, FAQ and contact
 * pages showed when their text was written in code, word for word, so seeding loses nothing.
 *
 * `page` is the route without its leading slash, `/` being `home` (src/shared/paths/sitePages.ts).
 * `key` names the block. Types:
 * - `text`: plain words (headings, short paragraphs, button labels); never read as HTML.
 * - `markdown`: longer passages with lists, emphasis and links (legal sections, FAQ "more").
 * - `json`: structured blocks; the shapes are in src/features/site/common/cmsShapes.ts.
 * - `image`: an image link; its alt text is the sibling `<key>_alt` text entry.
 * Numbered sections (`section_<n>_title` text + `section_<n>_body` markdown) show in number order,
 * so an admin adds a section by adding the pair.
 */

type Entry = [key: string, type: CmsRow['type'], value: string]

const SUPPORT = '[support@movetime.app](mailto:support@movetime.app)'

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** `title` and `body` of numbered sections, in order. */
function sections(list: Array<[title: string, body: string]>): Entry[] {
  return list.flatMap(([title, body], index): Entry[] => [
    [`section_${index + 1}_title`, 'text', title],
    [`section_${index + 1}_body`, 'markdown', body],
  ])
}

const HOME: Entry[] = [
  ['hero_eyebrow', 'text', 'MoveTime'],
  ['hero_title', 'text', 'Move better, every day.'],
  [
    'hero_text',
    'text',
    'A growing library of exercise moves with short videos, on your phone and ready offline, so you always know what to do next and how to do it well.',
  ],
  ['hero_cta_primary', 'text', 'Start your membership'],
  ['hero_cta_secondary', 'text', 'Sign in'],
  ['highlights_title', 'text', 'Everything you need to train with confidence'],
  [
    'highlights',
    'json',
    json([
      {
        icon: 'video',
        title: 'A library of moves with video',
        text: 'Short, clear clips for every move, from warm-ups to strength work, with the cues that keep your form right. Add your own moves too.',
      },
      {
        icon: 'heart',
        title: 'Favourites that work offline',
        text: 'Save the moves you use and they stay on your phone, so your session keeps going in a basement gym with no signal.',
      },
      {
        icon: 'chart',
        title: 'Dashboard and streaks',
        text: 'See what you trained, how often, and how long your streak has run. Small wins, visible every day.',
      },
      {
        icon: 'people',
        title: 'Challenges and groups with friends',
        text: 'Start a challenge, invite friends, and train together in groups. Accountability works better with company.',
      },
    ]),
  ],
  ['plans_title', 'text', 'Monthly or yearly, cancel anytime'],
  [
    'plans_text',
    'text',
    'Every move, favourite and challenge on every plan. Your membership renews until you cancel, and stays active until the end of the period you paid for.',
  ],
  [
    'plan_highlights',
    'json',
    json([
      { name: 'Monthly', text: 'Pay month by month. Full access to every move, favourite and challenge.' },
      { name: 'Yearly', text: 'One payment for the whole year, for members who are in it for the long run.' },
    ]),
  ],
  ['plans_cta', 'text', 'See plans'],
  ['install_title', 'text', 'Install the app'],
  [
    'install_text',
    'text',
    'MoveTime installs straight from your browser: no app store needed. Once installed it opens from your home screen and your favourites are there even with no connection.',
  ],
  [
    'install_steps',
    'json',
    json([
      { platform: 'Android (Chrome)', text: 'Open the browser menu and choose “Install app” or “Add to Home screen”.' },
      { platform: 'iPhone and iPad (Safari)', text: 'Tap the Share button, then “Add to Home Screen”.' },
      { platform: 'Computer (Chrome or Edge)', text: 'Select the install icon at the right of the address bar.' },
    ]),
  ],
  ['install_image', 'image', '/screenshots/library-phone.png'],
  ['install_image_alt', 'text', 'The MoveTime move library on a phone: a search box and cards of moves with their photos, each with a heart to keep it as a favourite.'],
  ['install_more', 'json', json(['Questions? Read the ', { text: 'frequently asked questions', page: 'faq' }, '.'])],
]

const TERMS: Entry[] = [
  ['title', 'text', 'Terms of service'],
  ['last_updated', 'text', '22 November 2026'],
  [
    'lead',
    'text',
    'These terms are the agreement between you and MoveTime when you use the MoveTime app and website. Please read them before you start a membership. By creating an account you accept them.',
  ],
  ...sections([
    [
      '1. The service',
      'MoveTime is a subscription app with a library of exercise moves and short videos. Members can browse and play moves, keep favourites, add their own moves, track their activity, join challenges and groups, connect with friends and book sessions. We add, change and retire content and features over time to keep the service useful.',
    ],
    [
      '2. Your account',
      [
        '- You must be at least 16 years old, or have a parent’s or guardian’s permission, to create an account.',
        '- Give accurate details and keep your email address up to date: we use it for receipts and account security.',
        `- Keep your password to yourself. You are responsible for what happens under your account; tell us straight away at ${SUPPORT} if you think someone else has used it.`,
        '- One membership is for one person. Please do not share your account.',
      ].join('\n'),
    ],
    [
      '3. Subscriptions and payment',
      [
        '- Memberships are offered monthly or yearly. The price, currency and billing period are shown before you pay and on your receipt.',
        '- **Your subscription renews automatically** at the end of each billing period, and you are charged for the next period, until you cancel.',
        '- You can cancel at any time from your account. When you cancel, your membership **stays active until the end of the period you have already paid for** and is not renewed after that.',
        '- If you change plan, the new plan and its price apply from the change as shown to you at the time you confirm it.',
        '- Payments are processed by our payment provider. Your card details go directly to them and are never stored by MoveTime.',
        '- If a payment fails we may pause access to member features until a valid payment method is added.',
        '- If we change the price of a plan we will tell you by email at least 30 days before the change applies to your next renewal, so you can cancel first if you wish.',
      ].join('\n'),
    ],
    [
      '4. Refunds',
      `Payments already made are generally not refunded for partly used periods. If you were charged in error, or the service did not work as described, contact us at ${SUPPORT} and we will look at your request fairly. This does not affect any rights you have under the consumer law of the country where you live.`,
    ],
    [
      '5. Your health and safety',
      [
        '> **Consult a doctor before starting any exercise programme**, especially if you are pregnant, have a medical condition, an injury, or have not exercised for a while.',
        '',
        'MoveTime gives general fitness content for information only. It is not medical advice and does not replace a doctor, physiotherapist or qualified trainer who knows you. Exercise at your own pace, warm up, use suitable equipment and space, and stop immediately if you feel pain, dizziness, shortness of breath or discomfort. You take part in any exercise at your own risk.',
      ].join('\n'),
    ],
    [
      '6. Content and acceptable use',
      [
        'The videos, photos, texts and design of MoveTime belong to us or our licensors. Your membership lets you view them for your own personal, non-commercial use. You may not copy, resell, redistribute or publicly show them.',
        '',
        'Moves, names, photos and messages you add remain yours. You give us permission to store and show them within the service as needed to run it (for example, to the friends and groups you share them with). Do not add anything unlawful, hateful, misleading or that you do not have the right to share, and be respectful in groups and challenges. We may remove content or suspend accounts that break these rules.',
      ].join('\n'),
    ],
    [
      '7. Offline use',
      'To let you train without a connection, the app keeps part of the library and your favourites on your device. Changes you make while offline are sent when you are back online. Offline content is only available while your membership is active and is removed when you sign out. See the [privacy policy](/privacy) for details.',
    ],
    [
      '8. Availability and liability',
      'We work to keep MoveTime available and accurate, but we cannot promise it will always be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect or unforeseeable losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence.',
    ],
    [
      '9. Ending the agreement',
      `You can stop using MoveTime and cancel your membership at any time. You can ask us to delete your account by writing to ${SUPPORT}. We may suspend or close an account that seriously or repeatedly breaks these terms; where reasonable, we will warn you first.`,
    ],
    [
      '10. Changes to these terms',
      'We may update these terms as the service changes. When a change matters to you, we will tell you in the app or by email before it takes effect. The date at the top shows when they last changed.',
    ],
    ['11. Contact', `Questions about these terms? Email ${SUPPORT} or visit our [contact page](/contact-us).`],
  ]),
]

const PRIVACY: Entry[] = [
  ['title', 'text', 'Privacy policy'],
  ['last_updated', 'text', '22 November 2026'],
  [
    'lead',
    'text',
    'This policy explains what personal data MoveTime collects, why, where it is kept and the choices you have. We collect only what we need to run your membership and never sell your data.',
  ],
  ...sections([
    [
      '1. What we collect',
      [
        '- **Account details:** your name, email address, password (stored only as a secure hash) and, if you give it, your phone number and profile photo.',
        '- **Membership and billing:** your plan, subscription status, invoices and the payment history we need for accounting.',
        '- **Activity in the app:** the moves you play, favourite or add, your history and streaks, challenges, groups, friends and bookings.',
        '- **Technical data:** device and browser type, screen size, and basic usage events, used to keep the app working well on your device and to fix problems.',
      ].join('\n'),
    ],
    [
      '2. Payment card details',
      'Card payments are handled by our payment provider. Your card number and security code are sent directly to the provider and **are never stored by MoveTime**. We receive only what we need to show your billing history, such as the card brand, its last four digits, the expiry date and the result of each payment.',
    ],
    [
      '3. How we use your data',
      [
        '- To create and secure your account, and to sign you in.',
        '- To provide the service: play moves, keep your favourites, show your dashboard, run challenges and groups.',
        '- To take payments, send receipts and manage renewals and cancellations.',
        '- To send service emails, such as email verification, password resets and important changes.',
        '- To understand how the app is used so we can fix problems and improve it.',
        '',
        'We rely on our contract with you to provide the service, on legal obligations for billing records, and on our legitimate interest in keeping the service secure and working. We send marketing emails only if you agree, and you can unsubscribe at any time.',
      ].join('\n'),
    ],
    [
      '4. Data stored on your device',
      [
        'So you can train without a connection, the app stores part of the move library, the details of moves you open, your favourites, your profile and your stats in your browser’s storage on your device. Changes you make while offline are kept there until they can be sent to us. Your sign-in is also remembered on the device so the app opens without asking you to sign in every time.',
        '',
        '> **When you sign out, this data is wiped from the device.** If you share a device, sign out when you have finished.',
      ].join('\n'),
    ],
    [
      '5. Who we share it with',
      [
        'We share personal data only with service providers who help us run MoveTime, under contracts that protect it:',
        '',
        '- our payment provider, to take payments;',
        '- hosting and storage providers, to run the service and keep videos and photos;',
        '- email and SMS providers, to send you service messages.',
        '',
        'Friends and group members you connect with can see your name, profile photo and the activity you share with them. We disclose data to authorities only when the law requires it.',
      ].join('\n'),
    ],
    [
      '6. How long we keep it',
      'We keep your account data while your account is open. If you delete your account we remove your personal data within 30 days, except billing records, which we must keep for as long as tax and accounting law requires.',
    ],
    [
      '7. Your rights',
      `You can see and update most of your details in your profile. You can also ask us for a copy of your data, to correct or delete it, to restrict or object to how we use it, or to receive it in a portable format. Email ${SUPPORT} and we will answer within one month. If you are not satisfied, you can complain to your local data protection authority.`,
    ],
    [
      '8. Security',
      'Data travels over encrypted connections, passwords are hashed, and access to personal data within MoveTime is limited to the people who need it. No system is perfectly secure: if we learn of a breach that affects you, we will tell you and the authorities as the law requires.',
    ],
    [
      '9. Children',
      'MoveTime is not intended for children under 16 without a parent’s or guardian’s permission, and we do not knowingly collect their data otherwise.',
    ],
    [
      '10. Changes and contact',
      `We will tell you in the app or by email before any important change to this policy. Questions about your privacy? Email ${SUPPORT} or see our [contact page](/contact-us). Our [terms of service](/terms) explain the rest of our agreement with you.`,
    ],
  ]),
]

const FAQ: Entry[] = [
  ['title', 'text', 'Frequently asked questions'],
  ['lead', 'text', 'Quick answers about using MoveTime. Select a question to see its answer.'],
  [
    'items',
    'json',
    json([
      {
        question: 'Can I use MoveTime without an internet connection?',
        answer:
          'Yes. Once you have signed in and opened the app online, the move library and your favourites are saved on your device, so they open even with no signal. Moves you favourite while offline are saved and sent automatically when you are back online.\n\nVideos you have not played before may need a connection the first time.',
      },
      {
        question: 'How do I install the app on my phone?',
        answer: [
          'MoveTime installs from your browser, with no app store needed.',
          '',
          '- **Android:** open MoveTime in Chrome, open the browser menu (⋮) and choose “Install app” or “Add to Home screen”.',
          '- **iPhone and iPad:** open MoveTime in Safari, tap the Share button, then “Add to Home Screen”.',
          '',
          'The app then opens from its own icon, full screen, like any other app.',
        ].join('\n'),
      },
      {
        question: 'How do I cancel my membership?',
        answer:
          'Sign in and cancel your subscription from your account’s settings and billing. There is no fee to cancel. Your membership stays active until the end of the period you have already paid for, and it will not renew after that.',
      },
      {
        question: 'Can I switch between monthly and yearly?',
        answer:
          'Yes. Sign in, open the plans page and choose the plan you want. Before you confirm, you will see the new price and when it starts to apply.',
      },
      {
        question: 'Can I add my own moves?',
        answer:
          'Yes. Members can add their own moves, for example an exercise from a physio or coach, and find them in their library next to the MoveTime moves.',
      },
      {
        question: 'Do my favourites sync between my devices?',
        answer:
          'Yes. Favourites are saved to your account, so they appear on every device you sign in on. Changes made offline are sent when the device reconnects; if you changed the same move on two devices, your latest choice wins.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'On the [sign-in page](/user/login), choose “Forgot password” (or go straight to [reset your password](/user/forgot)) and enter your email address. We will send you a link to choose a new password. If the email does not arrive within a few minutes, check your spam folder.',
      },
      {
        question: 'Is MoveTime safe for me if I am new to exercise?',
        answer:
          'Every move has a short video and clear cues, and many have easier variations. Still, please consult a doctor before starting a new exercise programme, especially if you have a medical condition or injury, and stop if anything hurts.',
      },
    ]),
  ],
  ['more_title', 'text', 'Still have a question?'],
  ['more_text', 'markdown', `Email us at ${SUPPORT} or see the [contact page](/contact-us).`],
]

const CONTACT: Entry[] = [
  ['title', 'text', 'Contact us'],
  ['lead', 'text', 'We are happy to help with your membership, billing, the app, or anything else about MoveTime.'],
  ...sections([
    [
      'Email support',
      [
        `Write to us at ${SUPPORT}. We answer within one working day, Monday to Friday.`,
        '',
        'To help us answer quickly, please include:',
        '',
        '- the email address you use for MoveTime;',
        '- the device and browser you use (for example “Android, Chrome” or “iPhone, Safari”);',
        '- what you were doing and what happened, with a screenshot if you can.',
        '',
        'Never send your password or full card number by email: we will never ask for them.',
      ].join('\n'),
    ],
    [
      'Quick answers',
      'Many questions, such as using the app offline, installing it on your phone, cancelling or changing your plan, and resetting a forgotten password, are answered in our [frequently asked questions](/faq).',
    ],
    [
      'Terms and privacy',
      'Read our [terms of service](/terms) and [privacy policy](/privacy). For requests about your personal data, email us at the same address.',
    ],
  ]),
]

const PAGES: Array<[page: string, entries: Entry[]]> = [
  ['home', HOME],
  ['terms', TERMS],
  ['privacy', PRIVACY],
  ['faq', FAQ],
  ['contact-us', CONTACT],
]

/** Every page's entries with fixed ids from 1, in page order. */
export const SEED_SITE_CMS: CmsRow[] = PAGES.flatMap(([page, entries]) => entries.map(([key, type, value]) => ({ page, key, type, value }))).map(
  (entry, index) => ({ id: index + 1, ...entry }),
)
