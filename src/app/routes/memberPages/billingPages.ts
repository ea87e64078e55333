import type { ComponentType } from 'react'

/** Plans, payment and billing. Loaded through the route table's `billingPage` (../routeTable.tsx). */
export const billingPages = {
  plans: () => import('@/features/billing/plans/PlansPage').then((m) => m.PlansPage),
  payment: () => import('@/features/billing/payment/PaymentPage').then((m) => m.PaymentPage),
  thanks: () => import('@/features/billing/thanks/ThankYouPage').then((m) => m.ThankYouPage),
  history: () => import('@/features/billing/history/BillingHistoryPage').then((m) => m.BillingHistoryPage),
  invoice: () => import('@/features/billing/invoice/InvoicePage').then((m) => m.InvoicePage),
  methods: () => import('@/features/billing/methods/PaymentMethodsPage').then((m) => m.PaymentMethodsPage),
} satisfies Record<string, () => Promise<ComponentType>>
