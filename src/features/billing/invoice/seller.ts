/** MoveTime as the seller on every invoice. */
export const SELLER = {
  name: 'MoveTime Inc.',
  addressLines: ['1200 Harbor Way, Suite 400', 'Portland, OR 97209', 'United States'],
  email: 'billing@movetime.app',
} as const
