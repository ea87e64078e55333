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

/**
 * Pages that draw the library's newest moves first (the library, the dashboard) read them from the
 * device once their code is in and before they render, so their first render already shows them
 * (src/shared/remote/earlyDeviceReads.ts).
 */
const withFirstScreen =
  <Module extends { readFirstScreen: () => Promise<void> }>(load: () => Promise<Module>, page: (module: Module) => ComponentType): Loader =>
  () =>
    load().then(async (module) => {
      await module.readFirstScreen()
      return page(module)
    })

const moves = {
  library: withFirstScreen(() => import('@/features/moves/library/LibraryPage'), (m) => m.LibraryPage),
  favourites: () => import('@/features/moves/favourites/FavouritesPage').then((m) => m.FavouritesPage),
}

/**
 * The member's pages beyond the three the app opens on (the dashboard, the library and the
 * favourites: the installed app's start page and shortcuts) load through one small module per area
 * (./memberPages), as the visitor's do through ./visitorPages: this table is part of every first
 * load, and each page it imported directly added that page's list of chunks to preload to it. Going
 * to such a page fetches its area's module, then the page with all its chunks at once; a member has
 * both in the service worker's precache.
 */
const through =
  <Pages extends { [Name in keyof Pages]: () => Promise<ComponentType> }>(load: () => Promise<Pages>) =>
  (name: keyof Pages): Loader =>
  () =>
    load().then((pages) => pages[name]())

const accountPage = through(() => import('./memberPages/accountPages').then((m) => m.accountPages))
const billingPage = through(() => import('./memberPages/billingPages').then((m) => m.billingPages))
const communityPage = through(() => import('./memberPages/communityPages').then((m) => m.communityPages))
const bookingPage = through(() => import('./memberPages/bookingPages').then((m) => m.bookingPages))
const spacePage = through(() => import('./memberPages/spacePages').then((m) => m.spacePages))
const movePage = through(() => import('./memberPages/movePages').then((m) => m.movePages))

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
  ...group('public', 'publicArea', [['/public/profile', 'Your profile', accountPage('ownProfile')]]),

  ...group('user', 'member', [
    ['/user/dashboard', 'Dashboard', withFirstScreen(() => import('@/features/dashboard/DashboardPage'), (m) => m.DashboardPage)],
    ['/user/library', 'Library', moves.library],
    ['/explore', 'Explore', moves.library],
    ['/favorites', 'Favourites', moves.favourites],
    ['/user/my-moves', 'My moves', movePage('mine')],
    ['/user/move/add', 'Add a move', movePage('add')],
    ['/user/move/edit/:id', 'Edit move', movePage('edit')],
    ['/user/move-details', 'Move details', movePage('detail')],
    ['/user/view-moves/:id', 'Move details', movePage('detail')],
    ['/user/info', 'Your info', accountPage('info')],
    ['/plans', 'Plans', billingPage('plans')],
    ['/user/plans', 'Choose a plan', billingPage('plans')],
    ['/payment', 'Payment', billingPage('payment')],
    ['/payment/:id', 'Payment', billingPage('payment')],
    ['/thank-you', 'Thank you', billingPage('thanks')],
    ['/user/profile', 'Profile', accountPage('profile')],
    ['/user/edit-profile/:id', 'Edit profile', accountPage('editProfile')],
    ['/user/setting', 'Settings', accountPage('settings')],
    ['/user/billing-history', 'Billing history', billingPage('history')],
    ['/user/view-bill/:id', 'Invoice', billingPage('invoice')],
    ['/user/friends', 'Friends', communityPage('friends')],
    ['/user/groups', 'Groups', communityPage('groups')],
    // The product's path takes the id either way: /user/view-groups/{id} or /user/view-groups?id=.
    ['/user/view-groups', 'Group', communityPage('group')],
    ['/user/view-groups/:id', 'Group', communityPage('group')],
    ['/user/challenges', 'Challenges', communityPage('challenges')],
    ['/user/challenges/:id', 'Challenge', communityPage('challenge')],
    ['/account', 'Account', accountPage('hub')],
    ['/account/profile', 'Profile', accountPage('profile')],
    ['/account/my-bookings', 'My bookings', bookingPage('calendar')],
    ['/account/my-bookings/new', 'Book a session', bookingPage('book')],
    ['/account/my-bookings/:id', 'Booking', bookingPage('booking')],
    ['/account/my-spaces', 'My spaces', spacePage('list')],
    ['/account/my-spaces/:id', 'Space', spacePage('space')],
    ['/account/payments', 'Payment methods', billingPage('methods')],
    ['/account/billings', 'Billings', billingPage('history')],
    ['/account/reviews', 'Reviews', bookingPage('reviews')],
  ]),

  ...group('admin', 'admin', [
    ['/admin/dashboard', 'Admin dashboard', adminPage('dashboard')],
    ['/admin/analytics', 'Analytics', adminPage('analytics')],
    ['/admin/profile', 'Profile', accountPage('ownProfile')],
    ['/admin/:screen', undefined, adminPage('engine')],
    ['/admin/:screen/:id', undefined, adminPage('engine')],
  ]),
]
