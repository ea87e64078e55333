import type { ComponentType } from 'react'
import type { Role } from '@/lib/auth/role'
import type { adminPages } from './adminPages'
import type { visitorPages, visitorPagesForRole } from './visitorPages'
import type { Access, AppRoute, LayoutName } from './routeTypes'

/*
 * The one route table (docs/product.md §2): every path, its title, who may open it, its layout and its page.
 * Pages load lazily, so each is its own chunk and admin pages never load for members.
 */

type Loader = AppRoute['page']
type AdminPages = typeof adminPages
type VisitorPages = typeof visitorPages
type VisitorPagesForRole = typeof visitorPagesForRole


const withRole = <P extends { role: Role }>(load: () => Promise<ComponentType<P>>, role: Role, rest?: Omit<P, 'role'>): Loader =>
  () =>
    load().then((Page) => {
      const props = { ...rest, role } as P
      return function PageForRole() {
        return <Page {...props} />
      }
    })

const signIn = () => import('@/features/auth/SignInPage').then((m) => m.SignInPage)

const account = {
  profile: () => import('@/features/account/MemberProfilePage').then((m) => m.MemberProfilePage),
  editProfile: () => import('@/features/account/EditProfilePage').then((m) => m.EditProfilePage),
  info: () => import('@/features/account/UserInfoPage').then((m) => m.UserInfoPage),
  settings: () => import('@/features/account/SettingsPage').then((m) => m.SettingsPage),
  hub: () => import('@/features/account/AccountPage').then((m) => m.AccountPage),
  /** Admins and the public area: details, email, password and two-factor on one page. */
  ownProfile: () => import('@/features/account/AccountProfilePage').then((m) => m.AccountProfilePage),
}

const billing = {
  plans: () => import('@/features/billing/plans/PlansPage').then((m) => m.PlansPage),
  payment: () => import('@/features/billing/payment/PaymentPage').then((m) => m.PaymentPage),
  thanks: () => import('@/features/billing/thanks/ThankYouPage').then((m) => m.ThankYouPage),
  history: () => import('@/features/billing/history/BillingHistoryPage').then((m) => m.BillingHistoryPage),
  invoice: () => import('@/features/billing/invoice/InvoicePage').then((m) => m.InvoicePage),
  methods: () => import('@/features/billing/methods/PaymentMethodsPage').then((m) => m.PaymentMethodsPage),
}

/** Sign-in loads directly (a member whose session ended lands there); the other visitor pages through ./visitorPages. */

const visitorPage =
  (name: keyof VisitorPages): Loader =>
  () =>
    import('./visitorPages').then((m) => m.visitorPages[name]())

const visitorPageFor = (name: keyof VisitorPagesForRole, role: Role): Loader =>
  withRole(() => import('./visitorPages').then((m) => m.visitorPagesForRole[name]()), role)

/**
 * The admin layout and pages load through one module (./adminPages), so this table, part of every
 * member's first load, carries none of the admin chunks' preload lists. Every admin resource screen is
 * served by the two patterns `/admin/:screen[/:id]`, which rank below the static admin routes.
 */
export const adminPage =
  (name: keyof AdminPages): Loader =>
  () =>
    import('./adminPages').then((m) => m.adminPages[name]())

const community = {
  friends: () => import('@/features/community/friends/FriendsPage').then((m) => m.FriendsPage),
  groups: () => import('@/features/community/groups/GroupsPage').then((m) => m.GroupsPage),
  group: () => import('@/features/community/groups/GroupPage').then((m) => m.GroupPage),
  challenges: () => import('@/features/community/challenges/ChallengesPage').then((m) => m.ChallengesPage),
  challenge: () => import('@/features/community/challenges/ChallengePage').then((m) => m.ChallengePage),
}

const bookings = {
  calendar: () => import('@/features/bookings/calendar/MyBookingsPage').then((m) => m.MyBookingsPage),
  book: () => import('@/features/bookings/book/BookSessionPage').then((m) => m.BookSessionPage),
  booking: () => import('@/features/bookings/booking/BookingPage').then((m) => m.BookingPage),
  reviews: () => import('@/features/bookings/reviews/ReviewsPage').then((m) => m.ReviewsPage),
}

const spaces = {
  list: () => import('@/features/spaces/list/MySpacesPage').then((m) => m.MySpacesPage),
  space: () => import('@/features/spaces/conversation/SpacePage').then((m) => m.SpacePage),
}

const moves = {
  library: () => import('@/features/moves/library/LibraryPage').then((m) => m.LibraryPage),
  favourites: () => import('@/features/moves/favourites/FavouritesPage').then((m) => m.FavouritesPage),
  mine: () => import('@/features/moves/mine/MyMovesPage').then((m) => m.MyMovesPage),
  detail: () => import('@/features/moves/detail/MoveDetailPage').then((m) => m.MoveDetailPage),
  add: () => import('@/features/moves/editor/AddMovePage').then((m) => m.AddMovePage),
  edit: () => import('@/features/moves/editor/EditMovePage').then((m) => m.EditMovePage),
}

function group(access: Access, layout: LayoutName, routes: Array<[path: string, title: string | undefined, page: Loader]>): AppRoute[] {
  return routes.map(([path, title, page]) => ({ path, title, access, layout, page }))
}

export const NOT_FOUND_TITLE = '404 Page not found'

export const routeTable: AppRoute[] = [
  ...group('open', 'visitor', [
    ['/', undefined, visitorPage('home')],
    ['/contact-us', 'Contact us', visitorPage('contact')],
    ['/terms', 'Terms of service', visitorPage('terms')],
    ['/privacy', 'Privacy policy', visitorPage('privacy')],
    ['/faq', 'Frequently asked questions', visitorPage('faq')],
    // A post and a category or tag page (/blog/category/x, /blog/tag/x) set the title from their data.
    ['/blog', 'Blog', visitorPage('blog')],
    ['/blog/:kind/:slug', 'Blog', visitorPage('blogTerm')],
    ['/blog/:slug', 'Blog', visitorPage('blogPost')],
    ['/move', 'Move', visitorPage('publicMove')],
    ['/login', 'Sign in', withRole(signIn, 'user')],
    ['/user/login', 'Sign in', withRole(signIn, 'user')],
    ['/user/register', 'Create your account', visitorPage('register')],
    ['/user/sign-up', 'Create your account', visitorPage('register')],
    ['/register/success', 'Check your inbox', visitorPage('registerSuccess')],
    ['/user/verify-email', 'Verify your email', visitorPage('verifyEmail')],
    ['/user/forgot', 'Forgot password', visitorPageFor('forgot', 'user')],
    ['/user/reset', 'Reset password', visitorPageFor('reset', 'user')],
    ['/admin/login', 'Admin sign in', withRole(signIn, 'admin')],
    ['/admin/forgot', 'Forgot password', visitorPageFor('forgot', 'admin')],
    ['/admin/reset', 'Reset password', visitorPageFor('reset', 'admin')],
    ['/admin/sign-up', 'Create an admin account', visitorPageFor('signUp', 'admin')],
    ['/magic-login', 'Sign in with a link', visitorPage('magicLink')],
    ['/magic-login/verify', 'Signing you in', visitorPage('magicLinkVerify')],
  ]),

  ...group('open', 'publicArea', [
    ['/public/login', 'Sign in to the public area', withRole(signIn, 'public')],
    ['/public/sign-up', 'Create a public account', visitorPageFor('signUp', 'public')],
    ['/public/forgot', 'Forgot password', visitorPageFor('forgot', 'public')],
    ['/public/reset', 'Reset password', visitorPageFor('reset', 'public')],
  ]),
  ...group('public', 'publicArea', [['/public/profile', 'Your profile', account.ownProfile]]),

  ...group('user', 'member', [
    ['/user/dashboard', 'Dashboard', () => import('@/features/dashboard/DashboardPage').then((m) => m.DashboardPage)],
    ['/user/library', 'Library', moves.library],
    ['/explore', 'Explore', moves.library],
    ['/favorites', 'Favourites', moves.favourites],
    ['/user/my-moves', 'My moves', moves.mine],
    ['/user/move/add', 'Add a move', moves.add],
    ['/user/move/edit/:id', 'Edit move', moves.edit],
    ['/user/move-details', 'Move details', moves.detail],
    ['/user/view-moves/:id', 'Move details', moves.detail],
    ['/user/info', 'Your info', account.info],
    ['/plans', 'Plans', billing.plans],
    ['/user/plans', 'Choose a plan', billing.plans],
    ['/payment', 'Payment', billing.payment],
    ['/payment/:id', 'Payment', billing.payment],
    ['/thank-you', 'Thank you', billing.thanks],
    ['/user/profile', 'Profile', account.profile],
    ['/user/edit-profile/:id', 'Edit profile', account.editProfile],
    ['/user/setting', 'Settings', account.settings],
    ['/user/billing-history', 'Billing history', billing.history],
    ['/user/view-bill/:id', 'Invoice', billing.invoice],
    ['/user/friends', 'Friends', community.friends],
    ['/user/groups', 'Groups', community.groups],
    // The product's path takes the id either way: /user/view-groups/{id} or /user/view-groups?id=.
    ['/user/view-groups', 'Group', community.group],
    ['/user/view-groups/:id', 'Group', community.group],
    ['/user/challenges', 'Challenges', community.challenges],
    ['/user/challenges/:id', 'Challenge', community.challenge],
    ['/account', 'Account', account.hub],
    ['/account/profile', 'Profile', account.profile],
    ['/account/my-bookings', 'My bookings', bookings.calendar],
    ['/account/my-bookings/new', 'Book a session', bookings.book],
    ['/account/my-bookings/:id', 'Booking', bookings.booking],
    ['/account/my-spaces', 'My spaces', spaces.list],
    ['/account/my-spaces/:id', 'Space', spaces.space],
    ['/account/payments', 'Payment methods', billing.methods],
    ['/account/billings', 'Billings', billing.history],
    ['/account/reviews', 'Reviews', bookings.reviews],
  ]),

  ...group('admin', 'admin', [
    ['/admin/dashboard', 'Admin dashboard', adminPage('dashboard')],
    ['/admin/analytics', 'Analytics', adminPage('analytics')],
    ['/admin/profile', 'Profile', account.ownProfile],
    ['/admin/:screen', undefined, adminPage('engine')],
    ['/admin/:screen/:id', undefined, adminPage('engine')],
  ]),
]
