/**
 * Every call of docs/product.md §7, with the concrete method and path this project gives it.
 * `pending` names the issue that will implement the call; the catalogue test prints them
 * so the gap stays visible, and fails the moment a call is neither implemented nor pending.
 */
export type Side = 'client' | 'mock'

export interface SpecCall {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** Sides still to build, and the issue that builds them. */
  pending?: { sides: Side[]; issue: string }
}

export const specCalls: SpecCall[] = [
  // Generic records
  { name: 'records.getOne', method: 'GET', path: '/v4/api/records/{table}/{id}' },
  { name: 'records.getMany', method: 'GET', path: '/v4/api/records/{table}/{id}' },
  { name: 'records.list', method: 'GET', path: '/v4/api/records/{table}' },
  { name: 'records.paginate', method: 'GET', path: '/v4/api/records/{table}' },
  { name: 'records.create', method: 'POST', path: '/v4/api/records/{table}' },
  { name: 'records.update', method: 'PUT', path: '/v4/api/records/{table}/{id}' },
  { name: 'records.remove', method: 'DELETE', path: '/v4/api/records/{table}/{id}' },
  { name: 'records.removeWhere', method: 'DELETE', path: '/v4/api/records/{table}' },
  { name: 'records.restPaginate', method: 'POST', path: '/v1/api/rest/{table}/PAGINATE' },
  { name: 'records.join', method: 'POST', path: '/v1/api/join' },
  { name: 'records.multiJoin', method: 'POST', path: '/v1/api/multi-join' },

  // Auth
  { name: 'auth.login', method: 'POST', path: '/v2/api/lambda/login' },
  { name: 'auth.providerLogin', method: 'GET', path: '/v2/api/lambda/{provider}/login' },
  { name: 'auth.check', method: 'POST', path: '/v2/api/lambda/check' },
  { name: 'auth.getProfile', method: 'GET', path: '/v2/api/lambda/profile' },
  { name: 'auth.updateProfile', method: 'POST', path: '/v2/api/lambda/profile' },
  { name: 'auth.verifyEmail', method: 'GET', path: '/v2/api/lambda/verify-email' },
  { name: 'auth.twoFactorEnable', method: 'POST', path: '/v2/api/lambda/2fa/enable' },
  { name: 'auth.twoFactorDisable', method: 'POST', path: '/v2/api/lambda/2fa/disable' },
  { name: 'auth.twoFactorVerify', method: 'POST', path: '/v2/api/lambda/2fa/verify' },
  { name: 'auth.twoFactorAuthorize', method: 'POST', path: '/v2/api/lambda/2fa/authorize' },
  { name: 'auth.googleCaptcha', method: 'POST', path: '/v2/api/lambda/google-captcha' },
  { name: 'auth.magicLinkGenerate', method: 'POST', path: '/v2/api/lambda/magic-login/generate' },
  { name: 'auth.magicLinkLogin', method: 'POST', path: '/v2/api/lambda/magic-login' },
  { name: 'auth.updateEmail', method: 'POST', path: '/v2/api/lambda/update/email' },
  { name: 'auth.updatePassword', method: 'POST', path: '/v2/api/lambda/update/password' },
  { name: 'auth.adminUpdateEmail', method: 'POST', path: '/v2/api/lambda/admin/update/email' },
  { name: 'auth.adminUpdatePassword', method: 'POST', path: '/v2/api/lambda/admin/update/password' },
  { name: 'auth.registerMember', method: 'POST', path: '/v3/api/custom/movetime/register' },
  { name: 'auth.register', method: 'POST', path: '/v2/api/lambda/register' },
  { name: 'auth.forgot', method: 'POST', path: '/v2/api/lambda/forgot' },
  { name: 'auth.reset', method: 'POST', path: '/v2/api/lambda/reset' },
  { name: 'auth.mobileReset', method: 'POST', path: '/v3/api/custom/movetime/mobile/reset' },
  { name: 'auth.verifyUser', method: 'POST', path: '/v2/api/lambda/verify/user' },
  { name: 'auth.userInfo', method: 'POST', path: '/v3/api/custom/movetime/userinfo' },
  { name: 'auth.restUserPut', method: 'POST', path: '/v1/api/rest/user/PUT' },
  { name: 'auth.phoneLookup', method: 'GET', path: '/v3/api/movetime/phone/{phone}/lookup' },

  // Uploads
  { name: 'uploads.upload', method: 'POST', path: '/v2/api/lambda/upload' },
  { name: 'uploads.s3Upload', method: 'POST', path: '/v2/api/lambda/s3/upload' },

  // Scheduling
  { name: 'scheduling.dates', method: 'POST', path: '/v3/api/custom/movetime/scheduling/dates' },
  { name: 'scheduling.schedules', method: 'POST', path: '/v3/api/custom/movetime/scheduling/schedules' },
  { name: 'scheduling.tzMonthSchedules', method: 'POST', path: '/v3/api/custom/movetime/scheduling/tz-month-schedules' },
  { name: 'scheduling.create', method: 'POST', path: '/v3/api/custom/movetime/scheduling/POST' },
  { name: 'scheduling.googleCalendarEvent', method: 'POST', path: '/v3/api/custom/movetime/scheduling/google-calendar-event' },
  { name: 'scheduling.getSchedule', method: 'GET', path: '/v3/api/custom/movetime/schedules/{id}' },

  // Payments
  ...[
    ['stripe.createProduct', 'POST', 'product'],
    ['stripe.listProducts', 'GET', 'product'],
    ['stripe.getProduct', 'GET', 'product/{id}'],
    ['stripe.updateProduct', 'PUT', 'product/{id}'],
    ['stripe.deleteProduct', 'DELETE', 'product/{id}'],
    ['stripe.createPrice', 'POST', 'price'],
    ['stripe.listPrice', 'GET', 'price'],
    ['stripe.getPrice', 'GET', 'price/{id}'],
    ['stripe.updatePrice', 'PUT', 'price/{id}'],
    ['stripe.deletePrice', 'DELETE', 'price/{id}'],
    ['stripe.prices', 'GET', 'prices'],
    ['stripe.subscriptions', 'GET', 'subscriptions'],
    ['stripe.cancelSubscription', 'DELETE', 'subscription/{id}'],
    ['stripe.usageCharge', 'POST', 'subscription/usage-charge'],
    ['stripe.invoices', 'GET', 'invoices'],
    ['stripe.invoicesV2', 'GET', 'invoices-v2'],
    ['stripe.orders', 'GET', 'orders'],
    ['stripe.checkout', 'POST', 'checkout'],
    ['stripe.refund', 'POST', 'refund'],
    ['stripe.createCustomer', 'POST', 'customer'],
    ['stripe.getCustomer', 'GET', 'customer'],
    ['stripe.registerSubscribe', 'POST', 'customer/register-subscribe'],
    ['stripe.addCard', 'POST', 'customer/card'],
    ['stripe.deleteCard', 'DELETE', 'customer/card/{id}'],
    ['stripe.setDefaultCard', 'PUT', 'customer/card/{id}/set-default'],
    ['stripe.createCustomerSubscription', 'POST', 'customer/subscription'],
    ['stripe.getCustomerSubscription', 'GET', 'customer/subscription'],
    ['stripe.changeCustomerSubscription', 'PUT', 'customer/subscription'],
    ['stripe.cancelCustomerSubscription', 'DELETE', 'customer/subscription/{id}'],
    ['stripe.customerSubscriptions', 'GET', 'customer/subscriptions'],
    ['stripe.customerCards', 'GET', 'customer/cards'],
    ['stripe.customerInvoices', 'GET', 'customer/invoices'],
    ['stripe.customerCharges', 'GET', 'customer/charges'],
    ['stripe.customerOrders', 'GET', 'customer/orders'],
  ].map(([name, method, path]) => ({
    name: name as string,
    method: method as SpecCall['method'],
    path: `/v2/api/lambda/stripe/${path}`,
  })),

  // Other product calls: /v3/api/movetime
  { name: 'movetime.refundRequest', method: 'POST', path: '/v3/api/movetime/refund-req' },
  { name: 'movetime.invoices', method: 'GET', path: '/v3/api/movetime/invoices' },
  { name: 'movetime.exportInvoices', method: 'GET', path: '/v3/api/movetime/export-invoices' },
  // The admin's side of refund-req (the members' requests), declining one, and the dashboard's numbers: our extensions (README).
  { name: 'movetime.refundRequests', method: 'GET', path: '/v3/api/movetime/refund-req' },
  { name: 'movetime.declineRefundRequest', method: 'POST', path: '/v3/api/movetime/refund-req/{id}/decline' },
  { name: 'movetime.adminStats', method: 'GET', path: '/v3/api/movetime/admin-stats' },
  { name: 'challenges.list', method: 'GET', path: '/v3/api/movetime/challenge-get' },
  { name: 'challenges.create', method: 'POST', path: '/v3/api/movetime/challenge' },
  { name: 'challenges.track', method: 'POST', path: '/v3/api/movetime/challenge/track' },
  { name: 'challenges.details', method: 'GET', path: '/v3/api/movetime/challenge/details/{id}' },
  { name: 'challenges.invitation', method: 'POST', path: '/v3/api/movetime/challenge/invitation/{id}' },
  { name: 'moves.history', method: 'GET', path: '/v3/api/movetime/moves/get-move-history' },
  { name: 'moves.recordHistory', method: 'PUT', path: '/v3/api/movetime/move-history' },
  { name: 'groups.list', method: 'GET', path: '/v3/api/movetime/retrieve-groups' },
  { name: 'groups.invitees', method: 'GET', path: '/v3/api/movetime/group/{id}/invitee-retrieve' },
  { name: 'groups.invite', method: 'POST', path: '/v3/api/movetime/group/invitation' },
  { name: 'groups.details', method: 'GET', path: '/v3/api/movetime/group-details/{id}' },
  { name: 'friends.sendRequest', method: 'POST', path: '/v3/api/movetime/friend-req' },

  // Community: what the product's calls leave out (answering, removing, blocking, finding members,
  // privacy; creating, editing and leaving groups; editing a challenge before it starts). Our extensions (docs/product.md §7).
  { name: 'friends.respond', method: 'POST', path: '/v3/api/movetime/friend-req/{id}/respond' },
  { name: 'friends.remove', method: 'DELETE', path: '/v3/api/movetime/friends/{id}' },
  { name: 'friends.block', method: 'POST', path: '/v3/api/movetime/blocks' },
  { name: 'friends.unblock', method: 'DELETE', path: '/v3/api/movetime/blocks/{id}' },
  { name: 'friends.search', method: 'GET', path: '/v3/api/movetime/member-search' },
  { name: 'friends.privacy', method: 'GET', path: '/v3/api/movetime/community-privacy' },
  { name: 'friends.setPrivacy', method: 'PUT', path: '/v3/api/movetime/community-privacy' },
  { name: 'groups.create', method: 'POST', path: '/v3/api/movetime/group' },
  { name: 'groups.update', method: 'PUT', path: '/v3/api/movetime/group/{id}' },
  { name: 'groups.delete', method: 'DELETE', path: '/v3/api/movetime/group/{id}' },
  { name: 'groups.respond', method: 'POST', path: '/v3/api/movetime/group/invitation/{id}/respond' },
  { name: 'groups.removeMember', method: 'DELETE', path: '/v3/api/movetime/group/{id}/member/{userId}' },
  { name: 'challenges.update', method: 'PUT', path: '/v3/api/movetime/challenge/{id}' },
  // Bookings: the coaches with their ratings and the month's allowance, rescheduling and
  // cancelling a booking, and reviews of completed sessions. Our extensions (docs/product.md §7).
  { name: 'scheduling.coaches', method: 'GET', path: '/v3/api/custom/movetime/scheduling/coaches' },
  { name: 'scheduling.reschedule', method: 'PUT', path: '/v3/api/custom/movetime/schedules/{id}' },
  { name: 'scheduling.cancel', method: 'POST', path: '/v3/api/custom/movetime/schedules/{id}/cancel' },
  { name: 'reviews.list', method: 'GET', path: '/v3/api/custom/movetime/reviews' },
  { name: 'reviews.create', method: 'POST', path: '/v3/api/custom/movetime/reviews' },
  { name: 'reviews.update', method: 'PUT', path: '/v3/api/custom/movetime/reviews/{id}' },

  // Spaces: mute, leave a direct space, report a message, and the admins' removal. Our extensions (docs/product.md §7).
  { name: 'realtime.updateRoom', method: 'PUT', path: '/v3/api/lambda/realtime/room/{id}' },
  { name: 'realtime.leaveRoom', method: 'DELETE', path: '/v3/api/lambda/realtime/room/{id}' },
  { name: 'realtime.report', method: 'POST', path: '/v3/api/lambda/realtime/report' },
  { name: 'realtime.removeMessage', method: 'POST', path: '/v3/api/lambda/realtime/chat/remove' },

  // Other product calls: /v3/api/custom/movetime
  { name: 'moves.list', method: 'GET', path: '/v3/api/custom/movetime/moves' },
  { name: 'moves.library', method: 'GET', path: '/v3/api/custom/movetime/moves-lib' },
  { name: 'moves.mine', method: 'GET', path: '/v3/api/custom/movetime/my-moves' },
  { name: 'moves.favourites', method: 'GET', path: '/v3/api/custom/movetime/my-favourite-moves' },
  { name: 'moves.toggleFavourite', method: 'POST', path: '/v3/api/custom/movetime/toggle-favourite' },
  { name: 'moves.detail', method: 'GET', path: '/v3/api/custom/movetime/move-detail' },
  { name: 'moves.userInfo', method: 'GET', path: '/v3/api/custom/movetime/get-userinfo' },
  { name: 'friends.list', method: 'GET', path: '/v3/api/custom/movetime/get-friends/{id}' },
  { name: 'friends.requests', method: 'GET', path: '/v3/api/custom/movetime/friend-req' },
  { name: 'moves.stats', method: 'GET', path: '/v3/api/custom/movetime/get-stats/{id}' },
  { name: 'subscriptions.mine', method: 'GET', path: '/v3/api/custom/movetime/subscriptions' },
  { name: 'contact.send', method: 'POST', path: '/v3/api/custom/movetime/contact' },
  // Contact: the console marks a message answered or new again. Our extension (docs/product.md §7).
  { name: 'contact.setStatus', method: 'PUT', path: '/v3/api/custom/movetime/contact/{id}' },

  // Blog
  ...[
    ['blog.filter', 'GET', 'filter'],
    ['blog.all', 'GET', 'all'],
    ['blog.create', 'POST', 'create'],
    ['blog.single', 'GET', 'single/{id}'],
    ['blog.edit', 'POST', 'edit/{id}'],
    ['blog.delete', 'DELETE', 'delete/{id}'],
    ['blog.categories', 'GET', 'category'],
    ['blog.tags', 'GET', 'tags'],
  ].map(([name, method, path]) => ({
    name: name as string,
    method: method as SpecCall['method'],
    path: `/v2/api/lambda/blog/${path}`,
  })),

  // Realtime, CMS, mail, analytics
  { name: 'realtime.channelRoom', method: 'POST', path: '/v2/api/lambda/subscription/channel/room' },
  { name: 'realtime.channelPoll', method: 'GET', path: '/v2/api/lambda/subscription/channel/poll' },
  { name: 'realtime.channelUnsubscribe', method: 'POST', path: '/v2/api/lambda/subscription/channel/unsubscribe' },
  { name: 'realtime.channelOnline', method: 'POST', path: '/v2/api/lambda/subscription/channel/online' },
  { name: 'realtime.channelSend', method: 'POST', path: '/v2/api/lambda/subscription/channel/send' },
  { name: 'realtime.room', method: 'POST', path: '/v3/api/lambda/realtime/room' },
  { name: 'realtime.myRooms', method: 'GET', path: '/v3/api/lambda/realtime/room/my' },
  { name: 'realtime.roomPoll', method: 'GET', path: '/v3/api/lambda/realtime/room/poll' },
  { name: 'realtime.chat', method: 'GET', path: '/v3/api/lambda/realtime/chat' },
  { name: 'realtime.send', method: 'POST', path: '/v3/api/lambda/realtime/send' },
  { name: 'cms.create', method: 'POST', path: '/v2/api/lambda/cms' },
  { name: 'cms.update', method: 'PUT', path: '/v2/api/lambda/cms/{id}' },
  { name: 'mail.send', method: 'POST', path: '/v2/api/lambda/mail/send' },
  { name: 'analytics.userSessions', method: 'POST', path: '/v2/api/lambda/analytics/user-sessions' },
  // Analytics around user-sessions: the admins' reads, a member's "delete my sessions" (withdrawing consent)
  // and the snapshot switch, public to read. Our extensions (issue 23).
  { name: 'analytics.listSessions', method: 'GET', path: '/v2/api/lambda/analytics/user-sessions' },
  { name: 'analytics.deleteMySessions', method: 'DELETE', path: '/v2/api/lambda/analytics/user-sessions' },
  { name: 'analytics.session', method: 'GET', path: '/v2/api/lambda/analytics/user-sessions/{session_id}' },
  { name: 'analytics.summary', method: 'GET', path: '/v2/api/lambda/analytics/summary' },
  { name: 'analytics.settings', method: 'GET', path: '/v2/api/lambda/analytics/settings' },
  { name: 'analytics.updateSettings', method: 'PUT', path: '/v2/api/lambda/analytics/settings' },
]
