/**
 * Pages a session snapshot never records, said once (the route table's patterns; `:name` is one
 * segment, `*` the rest). On these the recorder stops and nothing of them is sent; it starts
 * again, with a fresh snapshot, on the next page that is not here. Page views and named events
 * still count (the route's pattern only, never what the page shows).
 */
export const SNAPSHOT_EXCLUDED_ROUTES = [
  // Payment and billing: card details, invoices, amounts.
  '/payment',
  '/payment/:id',
  '/thank-you',
  '/account/payments',
  '/account/billings',
  '/user/billing-history',
  '/user/view-bill/:id',
  // Settings and everything about the member's account.
  '/user/setting',
  '/account',
  '/account/profile',
  '/user/profile',
  '/user/edit-profile/:id',
  '/user/info',
  '/public/profile',
  // Chat (spaces) and friends.
  '/account/my-spaces',
  '/account/my-spaces/:id',
  '/user/friends',
  // Where people type who they are: signing in or up, passwords, links from email, the contact form.
  '/login',
  '/user/login',
  '/user/register',
  '/user/sign-up',
  '/user/forgot',
  '/user/reset',
  '/user/verify-email',
  '/public/login',
  '/public/sign-up',
  '/public/forgot',
  '/public/reset',
  '/magic-login',
  '/magic-login/verify',
  '/contact-us',
  // The admin console is never recorded at all.
  '/admin/*',
] as const

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index]!
    if (part === '*') return have.length > index
    if (index >= have.length) return false
    if (!part.startsWith(':') && part !== have[index]) return false
  }
  return want.length === have.length
}

/** Whether a snapshot may not record the page at `pathname`. */
export function snapshotExcluded(pathname: string): boolean {
  return SNAPSHOT_EXCLUDED_ROUTES.some((pattern) => matches(pattern, pathname))
}
