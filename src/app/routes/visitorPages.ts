import type { ComponentType } from 'react'

/*
 * The pages a signed-out visitor opens, beyond sign-in, reached through this one module as the
 * admin's are through ./adminPages. The route table is part of every member's first load, and each
 * page it imports directly adds that page's list of chunks to preload to it. A visitor fetches this
 * small module, then the page; the public site's pages are prerendered, so their HTML shows meanwhile.
 */
export const visitorPages = {
  home: () => import('@/features/site/pages/HomePage').then((m) => m.HomePage),
  contact: () => import('@/features/site/pages/ContactPage').then((m) => m.ContactPage),
  terms: () => import('@/features/site/pages/TermsPage').then((m) => m.TermsPage),
  privacy: () => import('@/features/site/pages/PrivacyPage').then((m) => m.PrivacyPage),
  faq: () => import('@/features/site/pages/FaqPage').then((m) => m.FaqPage),
  blog: () => import('@/features/site/blog/BlogIndexPage').then((m) => m.BlogIndexPage),
  blogPost: () => import('@/features/site/blog/BlogPostPage').then((m) => m.BlogPostPage),
  blogTerm: () => import('@/features/site/blog/BlogTermPage').then((m) => m.BlogTermPage),
  /** A move shared by its link (docs/product.md §2 /move). */
  publicMove: () => import('@/features/moves/public/PublicMovePage').then((m) => m.PublicMovePage),
  register: () => import('@/features/auth/RegisterPage').then((m) => m.RegisterPage),
  registerSuccess: () => import('@/features/auth/RegisterSuccessPage').then((m) => m.RegisterSuccessPage),
  verifyEmail: () => import('@/features/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  magicLink: () => import('@/features/auth/magicLink/MagicLinkPage').then((m) => m.MagicLinkPage),
  magicLinkVerify: () => import('@/features/auth/magicLink/MagicLinkVerifyPage').then((m) => m.MagicLinkVerifyPage),
} satisfies Record<string, () => Promise<ComponentType>>

/** Pages drawn for a role (user, admin, public area): they take it as a prop. */
export const visitorPagesForRole = {
  signUp: () => import('@/features/auth/SignUpPage').then((m) => m.SignUpPage),
  forgot: () => import('@/features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  reset: () => import('@/features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
}
