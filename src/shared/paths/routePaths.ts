import type { BlogRule } from '@/api/blog/blogTypes'
import type { Role } from '@/lib/auth/role'

/*
 * Every link the app builds to one of its own routes, written once (docs/product.md §2's paths). Features
 * never write a route as a string: `paths.moveDetail(id)`, not `/user/view-moves/${id}`. A test
 * checks that each of these resolves to a route in the route table.
 */

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** What a link to the blog's index may carry (slugs, the rule, the page). */
export interface BlogLinkQuery {
  tags?: readonly string[]
  categories?: readonly string[]
  rule?: BlogRule
  page?: number
}

export const paths = {
  // Visitors
  home: '/',
  contact: '/contact-us',
  terms: '/terms',
  privacy: '/privacy',
  faq: '/faq',
  publicMove: (id: number) => withQuery('/move', { id }),
  /** The blog, filtered by tag and category slugs under a rule, one page of it; commas stay readable in the query. */
  blog: (query: BlogLinkQuery = {}) =>
    withQuery('/blog', { tags: query.tags?.join(), categories: query.categories?.join(), rule: query.rule, page: query.page }).replace(/%2C/g, ','),
  // Slugs are lowercase letters, digits and hyphens: nothing in them needs escaping.
  blogPost: (slug: string) => `/blog/${slug}`,
  blogCategory: (slug: string) => `/blog/category/${slug}`,
  blogTag: (slug: string) => `/blog/tag/${slug}`,

  // Signing in and up
  login: (role: Role | null = 'user', redirectUri?: string) => withQuery(role ? `/${role}/login` : '/login', { redirect_uri: redirectUri }),
  forgotPassword: (role: Role = 'user') => `/${role}/forgot`,
  /** `mode: 'code'`: the reset with the 6-digit code from the email instead of its link. */
  resetPassword: (role: Role = 'user', mode?: 'code') => withQuery(`/${role}/reset`, { mode }),
  register: '/user/register',
  registerSuccess: '/register/success',
  /** "Check your inbox", naming the address the verification email went to. */
  registerSuccessFor: (email: string) => withQuery('/register/success', { email }),
  verifyEmail: '/user/verify-email',
  adminSignUp: '/admin/sign-up',
  publicSignUp: '/public/sign-up',
  magicLogin: '/magic-login',
  magicLoginVerify: '/magic-login/verify',

  // Members: moves
  dashboard: '/user/dashboard',
  library: '/user/library',
  explore: '/explore',
  favourites: '/favorites',
  myMoves: '/user/my-moves',
  addMove: '/user/move/add',
  editMove: (id: number) => `/user/move/edit/${id}`,
  moveDetail: (id: number) => `/user/view-moves/${id}`,

  // Members: account
  account: '/account',
  accountProfile: '/account/profile',
  profile: '/user/profile',
  editProfile: (userId: number) => `/user/edit-profile/${userId}`,
  userInfo: '/user/info',
  settings: '/user/setting',

  // Members: community
  friends: '/user/friends',
  groups: '/user/groups',
  group: (id: number) => `/user/view-groups/${id}`,
  challenges: '/user/challenges',
  challenge: (id: number) => `/user/challenges/${id}`,
  /** The challenges page opening a new challenge for this group (the page reads `?group=`). */
  newGroupChallenge: (groupId: number) => withQuery('/user/challenges', { group: groupId }),

  // Members: bookings with a coach
  myBookings: '/account/my-bookings',
  bookSession: '/account/my-bookings/new',
  booking: (id: number) => `/account/my-bookings/${id}`,
  reviews: '/account/reviews',

  // Members: spaces (chat)
  mySpaces: '/account/my-spaces',
  space: (id: number) => `/account/my-spaces/${id}`,
  /** The spaces page opening (or making) the direct space with a friend, then going there. */
  directSpace: (userId: number) => withQuery('/account/my-spaces', { with: userId }),
  /** The spaces page opening the member's space with their coach. */
  coachSpace: (coachId: number) => withQuery('/account/my-spaces', { coach: coachId }),
  /** The spaces page going to a group's space. */
  groupSpace: (groupId: number) => withQuery('/account/my-spaces', { group: groupId }),

  // Members: billing
  plans: '/user/plans',
  plansOpen: '/plans',
  payment: (priceId: number | string) => `/payment/${priceId}`,
  thankYou: '/thank-you',
  receipt: (invoiceId: number) => withQuery('/thank-you', { invoice: invoiceId }),
  billingHistory: '/user/billing-history',
  billings: '/account/billings',
  /** A page of invoices, on whichever of the two billing-history routes the member is. */
  billingHistoryPage: (page: number, onAccount = false) =>
    withQuery(onAccount ? '/account/billings' : '/user/billing-history', { page: page > 1 ? page : undefined }),
  invoice: (id: number | string) => `/user/view-bill/${id}`,
  paymentMethods: '/account/payments',

  // Admins and the public area
  adminDashboard: '/admin/dashboard',
  adminProfile: '/admin/profile',
  publicProfile: '/public/profile',
} as const
