import type { ResourceDefinition } from '../engine/resourceDefinition'
import { cmsEntries } from './cmsEntries'
import { emailTemplates } from './emailTemplates'
import { moves } from './moves'
import { smsTemplates } from './smsTemplates'
import { users } from './users'

/** Every admin resource the engine serves. Adding one: write its definition file and list it here. */
export const adminResources: readonly ResourceDefinition[] = [moves, users, smsTemplates, emailTemplates, cmsEntries]
