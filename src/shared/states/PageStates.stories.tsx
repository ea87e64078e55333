import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { Link } from '@/ui/link/Link'
import { PageFrame } from '../page/PageFrame'
import { paths } from '../paths/routePaths'
import type { RemoteState } from '../remote/remoteState'
import { EmptyState } from './EmptyState'
import { NotFoundState } from './NotFoundState'
import { OfflineState } from './OfflineState'
import { RemoteContent } from './RemoteContent'

/*
 * Every state a page can be in, as the member sees it: one page (billing history) through
 * RemoteContent, the way every page renders its data, so designers review the states side by side.
 */

interface Invoice {
  id: number
  label: string
}

const INVOICES: Invoice[] = [
  { id: 1041, label: 'Monthly plan, November' },
  { id: 1007, label: 'Monthly plan, October' },
]
const SAVED_AT = Date.parse('2026-11-22T08:45:00Z')
const retry = () => {}

function InvoicesPage({ state }: { state: RemoteState<Invoice[]> }) {
  return (
    <PageFrame title="Billing history" intro="Every payment on your account, newest first.">
      <RemoteContent
        remote={{ state, retry }}
        loading="Loading your invoices…"
        what="Your invoices"
        offline="Your invoices will show when you are back online."
        savedText="Showing the invoices saved on this device."
        empty={
          <EmptyState title="No invoices yet" action={<Link to={paths.plans}>See the plans</Link>}>
            Your first invoice appears here once you subscribe.
          </EmptyState>
        }
        notFound={
          <NotFoundState title="Invoice not found" action={<Link to={paths.billingHistory}>Back to billing history</Link>}>
            It may belong to another account, or the link is wrong.
          </NotFoundState>
        }
      >
        {(invoices) => (
          <ul>
            {invoices.map((invoice) => (
              <li key={invoice.id}>{invoice.label}</li>
            ))}
          </ul>
        )}
      </RemoteContent>
    </PageFrame>
  )
}

const meta = {
  title: 'Shared/Page states',
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.billingHistory]}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { render: () => <InvoicesPage state={{ status: 'loading' }} /> }

export const Ready: Story = { render: () => <InvoicesPage state={{ status: 'ready', data: INVOICES, saved: null }} /> }

export const Empty: Story = { render: () => <InvoicesPage state={{ status: 'empty', data: [], saved: null }} /> }

/** The server's own message, with "Try again". */
export const ServerError: Story = {
  render: () => (
    <InvoicesPage
      state={{ status: 'error', message: 'The billing service is not answering. Please try again.', error: null, offline: false }}
    />
  ),
}

/** No network and no copy on the device: calm, not an error. */
export const Offline: Story = {
  render: () => <InvoicesPage state={{ status: 'error', message: 'You appear to be offline.', error: null, offline: true }} />,
}

/** A page whose whole content waits for the network, with a way to what works offline. */
export const OfflineWholePage: Story = {
  render: () => (
    <PageFrame title="Account">
      <OfflineState title="You’re offline" onRetry={retry} action={<Link to={paths.library}>Open your saved moves</Link>}>
        Your account details will show when you are back online.
      </OfflineState>
    </PageFrame>
  ),
}

export const NotFound: Story = { render: () => <InvoicesPage state={{ status: 'not-found' }} /> }

/** Offline with a copy on the device: shown at once, with its age. */
export const SavedCopy: Story = {
  render: () => <InvoicesPage state={{ status: 'ready', data: INVOICES, saved: { savedAt: SAVED_AT } }} />,
}

/** The server refused (not the network): the copy stays, with the server's reason and "Try again". */
export const SavedCopyServerRefused: Story = {
  render: () => (
    <InvoicesPage
      state={{ status: 'ready', data: INVOICES, saved: { savedAt: SAVED_AT, message: 'The billing service is not answering. Please try again.' } }}
    />
  ),
}
