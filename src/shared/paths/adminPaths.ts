/**
 * The admin resources' screens, as docs/product.md §2 spells them (/admin/videos but /admin/add-video,
 * /admin/photo, /admin/user_info/{id}). Each resource definition takes its paths from here, and so do the
 * admin menu and dashboard. They live apart from `paths` so that only admin code carries them: a member's
 * first load never does.
 */
export const adminPaths = {
  moves: { list: '/admin/moves', create: '/admin/add-moves', edit: (id: number | string) => `/admin/edit-moves/${id}` },
  videos: { list: '/admin/videos', create: '/admin/add-video', edit: (id: number | string) => `/admin/edit-video/${id}` },
  photos: { list: '/admin/photo', create: '/admin/add-photo' },
  plans: { list: '/admin/plans', create: '/admin/add-plan', edit: (id: number | string) => `/admin/edit-plan/${id}` },
  prices: { list: '/admin/prices', create: '/admin/add-price', edit: (id: number | string) => `/admin/edit-price/${id}` },
  subscriptions: { list: '/admin/subscriptions' },
  invoices: { list: '/admin/invoices', show: (id: number | string) => `/admin/invoice/${id}` },
  refunds: { list: '/admin/refunds' },
  groups: { list: '/admin/groups', create: '/admin/add-groups', edit: (id: number | string) => `/admin/edit-groups/${id}` },
  users: { list: '/admin/users', create: '/admin/add-user', edit: (id: number | string) => `/admin/edit-user/${id}` },
  userInfo: { list: '/admin/user_info', show: (id: number | string) => `/admin/user_info/${id}` },
  userHistory: { list: '/admin/user_history' },
  smsTemplates: { list: '/admin/sms', create: '/admin/add-sms', edit: (id: number | string) => `/admin/edit-sms/${id}` },
  emailTemplates: { list: '/admin/email', create: '/admin/add-email', edit: (id: number | string) => `/admin/edit-email/${id}` },
  schedules: { list: '/admin/schedule', create: '/admin/add-schedule', edit: (id: number | string) => `/admin/edit-schedule/${id}`, show: (id: number | string) => `/admin/view-schedule/${id}` },
  cms: { list: '/admin/cms', create: '/admin/add-cms', edit: (id: number | string) => `/admin/edit-cms/${id}` },
  coaches: { list: '/admin/coaches', create: '/admin/add-coach', edit: (id: number | string) => `/admin/edit-coach/${id}` },
  coachHours: { list: '/admin/coach-hours', create: '/admin/add-coach-hours', edit: (id: number | string) => `/admin/edit-coach-hours/${id}` },
  coachOverrides: { list: '/admin/coach-overrides', create: '/admin/add-coach-override', edit: (id: number | string) => `/admin/edit-coach-override/${id}` },
  reviews: { list: '/admin/reviews', show: (id: number | string) => `/admin/view-review/${id}` },
  chatReports: { list: '/admin/message-reports', show: (id: number | string) => `/admin/view-message-report/${id}` },
  /** Not an engine resource: its own screen (src/features/admin/analytics). */
  analytics: { list: '/admin/analytics' },
  blog: { list: '/admin/blog', create: '/admin/add-blog', edit: (id: number | string) => `/admin/edit-blog/${id}`, show: (id: number | string) => `/admin/view-blog/${id}` },
  blogCategories: { list: '/admin/blog-categories' },
  blogTags: { list: '/admin/blog-tags' },
  contactMessages: { list: '/admin/contact-messages', show: (id: number | string) => `/admin/view-contact-message/${id}` },
} as const
