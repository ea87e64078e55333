import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { login } from '@/api/auth/authApi'
import { paginate } from '@/api/records/recordsApi'
import { dispatchAuth } from '@/lib/auth/authState'
import { DevPanel } from './DevPanel'

/** "Load large admin data" against the mock backend itself (msw in Node), not a stub. */
describe('DevPanel: Load large admin data', () => {
  it('adds 2,000 members, 10,000 history rows and 500 invoices, and says how many there are', async () => {
    render(
      <Provider store={createStore()}>
        <DevPanel reload={() => undefined} />
      </Provider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Developer panel' }))
    const panel = screen.getByRole('region', { name: 'Developer panel' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Load large admin data' }))
    const status = await within(panel).findByText(/^Loaded large admin data:/, {}, { timeout: 30_000 })
    // 10,000 generated history rows plus the 6,000 of the 500-member challenge.
    expect(status.textContent).toMatch(/^Loaded large admin data: 2,0\d\d users, 16,0\d\d history rows and 5\d\d invoices in all\./)
    expect(status.textContent).toContain('the 500-member challenge is /user/challenges/100001')

    const admin = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
    dispatchAuth({ type: 'LOGIN', user: admin.user_id, token: admin.token, role: admin.role })
    const users = await paginate('user', { page: 100, size: 20 })
    expect(users.total).toBeGreaterThanOrEqual(2000)
    expect(users.list).toHaveLength(20)
  }, 60_000)
})
