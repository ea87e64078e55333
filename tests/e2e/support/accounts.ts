import type { Role } from '@/lib/auth/role'

export const accounts = {
  member: { email: 'member@movetime.app', password: 'Member123!', role: 'user' as Role },
  admin: { email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' as Role },
  second: { email: 'second@movetime.app', password: 'Member123!', role: 'user' as Role },
}
