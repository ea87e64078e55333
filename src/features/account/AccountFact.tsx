import type { ReactNode } from 'react'
import './account.css'

/** One term and its value in an `account-facts` list. */
export function AccountFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="account-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
