import type { ResourceDefinition } from '../engine/resourceDefinition'
import { moves } from './moves'
import { users } from './users'

/** Every admin resource the engine serves. Adding one: write its definition file and list it here. */
export const adminResources: readonly ResourceDefinition[] = [moves, users]
