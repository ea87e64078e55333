import type { ResourceDefinition } from '../engine/resourceDefinition'
import { cmsEntries } from './cmsEntries'
import { emailTemplates } from './emailTemplates'
import { invoices } from './invoices'
import { moves } from './moves'
import { plans } from './plans'
import { prices } from './prices'
import { refunds } from './refunds'
import { smsTemplates } from './smsTemplates'
import { subscriptions } from './subscriptions'
import { users } from './users'

/** Every admin resource the engine serves. Adding one: write its definition file and list it here. */
export const adminResources: readonly ResourceDefinition[] = [moves, users, smsTemplates, emailTemplates, cmsEntries, plans, prices, subscriptions, invoices, refunds]
