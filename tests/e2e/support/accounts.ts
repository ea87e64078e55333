import type { Role } from '@/lib/auth/role'

export const accounts = {
  member: { email: 'member@movetime.app', password: 'Member123!', role: 'user' as Role },
  admin: { email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' as Role },
  second: { email: 'second@movetime.app', password: 'Member123!', role: 'user' as Role },
  // Two seeded members with no relation to anyone (mocks/db/seedCommunity.ts), for the community tests.
  amir: { email: 'amir.haddad@example.com', password: 'Member123!', role: 'user' as Role },
  claire: { email: 'claire.dubois@example.com', password: 'Member123!', role: 'user' as Role },
  // The member on the Coach plan, with a session waiting for a review and one upcoming (mocks/db/seedBookings.ts).
  coached: { email: 'coached@movetime.app', password: 'Member123!', role: 'user' as Role },
}
