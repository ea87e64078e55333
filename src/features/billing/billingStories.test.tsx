import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as billingHistory from './history/BillingHistory.stories'
import * as invoice from './invoice/InvoiceDocument.stories'
import * as paymentMethods from './methods/PaymentMethods.stories'
import * as payment from './payment/PaymentForm.stories'
import * as planPicker from './plans/PlanPicker.stories'
import * as thankYou from './thanks/ThankYou.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding. */
const files: Record<string, Record<string, ComponentType>> = {
  planPicker: composeStories(planPicker),
  payment: composeStories(payment),
  billingHistory: composeStories(billingHistory),
  invoice: composeStories(invoice),
  paymentMethods: composeStories(paymentMethods),
  thankYou: composeStories(thankYou),
}

describe('billing stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { container } = render(<Story />)
        expect(container.textContent).not.toBe('')
        expect(await seriousAxeViolations(container)).toEqual([])
      })
    }
  }
})
