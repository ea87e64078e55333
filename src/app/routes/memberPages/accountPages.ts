import type { ComponentType } from 'react'

/** The member's profile, info and settings, the account hub, and the own-profile page of admins and the public area. Loaded through the route table's `accountPage` (../routeTable.tsx). */
export const accountPages = {
  hub: () => import('@/features/account/AccountPage').then((m) => m.AccountPage),
  profile: () => import('@/features/account/MemberProfilePage').then((m) => m.MemberProfilePage),
  editProfile: () => import('@/features/account/EditProfilePage').then((m) => m.EditProfilePage),
  info: () => import('@/features/account/UserInfoPage').then((m) => m.UserInfoPage),
  settings: () => import('@/features/account/SettingsPage').then((m) => m.SettingsPage),
  /** Admins and the public area: details, email, password and two-factor on one page. */
  ownProfile: () => import('@/features/account/AccountProfilePage').then((m) => m.AccountProfilePage),
} satisfies Record<string, () => Promise<ComponentType>>
