/** Where the account pages live and link to (SPEC §2). */
export const accountPaths = {
  profile: '/user/profile',
  editProfile: (userId: number) => `/user/edit-profile/${userId}`,
  info: '/user/info',
  settings: '/user/setting',
  hub: '/account',
  hubProfile: '/account/profile',
  paymentMethods: '/account/payments',
  billings: '/account/billings',
  plans: '/user/plans',
  contact: '/contact-us',
} as const
