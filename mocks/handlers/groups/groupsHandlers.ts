import { HttpResponse, http } from 'msw'
import { z } from 'zod'
import type { OkResponse } from '@/api/friends/friendTypes'
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_INVITATION_ACTIONS,
  GROUP_NAME_MAX,
  type GroupDetailsResponse,
  type GroupInvitationResponse,
  type GroupInviteesResponse,
  type GroupResponse,
  type GroupsResponse,
} from '@/api/groups/groupTypes'
import { GROUP_MESSAGES, FRIEND_MESSAGES } from '@mocks/community/communityMessages'
import { clientRefField, emailField, exactlyOneTarget, pathId, readBody, userIdField } from '@mocks/community/communityInput'
import {
  createGroup,
  deleteGroup,
  groupOfMember,
  inviteToGroup,
  removeMember,
  respondToInvitation,
  updateGroup,
} from '@mocks/community/groupRules'
import { groupDetails, groupsOf, inviteesOf, toGroupSummary, toInvitation } from '@mocks/community/groupViews'
import type { GroupInvitationRow } from '@mocks/db/communitySchemas'
import type { GroupRow } from '@mocks/db/contentSchemas'
import type { UserRow } from '@mocks/db/schemas'
import { canonicalLink, isAllowedLink } from '@mocks/files/uploadLinks'
import { findUser, findUserByEmail, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'

/*
 * The groups family (src/api/groups; docs/product.md §7 and our extensions). Members only. The
 * rules (owner-only powers, invitations, leaving) are in mocks/community/groupRules.ts.
 */

const name = z.string(GROUP_MESSAGES.name(GROUP_NAME_MAX)).trim().min(1, GROUP_MESSAGES.name(GROUP_NAME_MAX)).max(GROUP_NAME_MAX, GROUP_MESSAGES.name(GROUP_NAME_MAX))
const description = z.string(GROUP_MESSAGES.description(GROUP_DESCRIPTION_MAX)).trim().max(GROUP_DESCRIPTION_MAX, GROUP_MESSAGES.description(GROUP_DESCRIPTION_MAX))
/**
 * A shipped poster, an upload of ours (its signed /mock-files/ link on this origin, stored without
 * the signature) or an https link; '' for none. The same rule as a move's or a profile's photo.
 */
const cover = (ownOrigin: string) =>
  z
    .string(GROUP_MESSAGES.cover)
    .trim()
    .refine((value) => value === '' || isAllowedLink(value, ownOrigin), GROUP_MESSAGES.cover)
    .transform(canonicalLink)

const ownOrigin = (request: Request) => new URL(request.url).origin

const createSchema = (origin: string) =>
  z.object({ name, description: description.default(''), cover_url: cover(origin).default(''), client_ref: clientRefField })
const updateSchema = (origin: string) =>
  z.object({
    name: name.optional(),
    description: description.optional(),
    cover_url: cover(origin).optional(),
    owner_id: userIdField.optional(),
  })
const inviteSchema = z
  .object({ group_id: z.number(GROUP_MESSAGES.groupId).int(GROUP_MESSAGES.groupId).positive(GROUP_MESSAGES.groupId), user_id: userIdField.optional(), email: emailField.optional() })
  .superRefine(exactlyOneTarget(GROUP_MESSAGES.oneInvitee))
const respondSchema = z.object({ action: z.enum(GROUP_INVITATION_ACTIONS, FRIEND_MESSAGES.action) })

const member = (request: Request) => requireRole(request, 'user')

const groupAnswer = (group: GroupRow, viewerId: number) => HttpResponse.json<GroupResponse>({ error: false, model: toGroupSummary(group, viewerId) })

function invitationAnswer(row: GroupInvitationRow, viewerId: number): Response {
  const model = toInvitation(row, viewerId)
  if (!model) throw new HttpError(404, GROUP_MESSAGES.invitationNotFound)
  return HttpResponse.json<GroupInvitationResponse>({ error: false, model })
}

const ok = (message: string) => HttpResponse.json<OkResponse>({ error: false, message })

/** The member to invite: a friend by id, or anyone with that exact email. Accounts that are not members are not found. */
function invitee(body: { user_id?: number | undefined; email?: string | undefined }): UserRow {
  if (body.email !== undefined) {
    const found = findUserByEmail(body.email)
    if (!found || found.role !== 'user') throw new HttpError(404, GROUP_MESSAGES.emailNotFound, { email: GROUP_MESSAGES.emailNotFound })
    return found
  }
  const found = findUser(body.user_id ?? 0)
  if (!found || found.role !== 'user') throw new HttpError(404, FRIEND_MESSAGES.memberNotFound)
  return found
}

type Id = { id: string }

export const groupsHandlers = [
  http.get(
    '*/v3/api/movetime/retrieve-groups',
    handle(({ request }) => {
      const { user } = member(request)
      return HttpResponse.json<GroupsResponse>({ error: false, ...groupsOf(user.id) })
    }),
  ),

  http.get<Id>(
    '*/v3/api/movetime/group-details/:id',
    handle<Id>(({ request, params }) => {
      const { user } = member(request)
      const group = groupOfMember(pathId(params.id, GROUP_MESSAGES.notFound), user.id)
      return HttpResponse.json<GroupDetailsResponse>({ error: false, model: groupDetails(group, user.id) })
    }),
  ),

  http.get<Id>(
    '*/v3/api/movetime/group/:id/invitee-retrieve',
    handle<Id>(({ request, params }) => {
      const { user } = member(request)
      const group = groupOfMember(pathId(params.id, GROUP_MESSAGES.notFound), user.id)
      if (group.owner_id !== user.id) throw new HttpError(403, GROUP_MESSAGES.ownerOnlySeesInvitees)
      return HttpResponse.json<GroupInviteesResponse>({ error: false, list: inviteesOf(group.id, user.id) })
    }),
  ),

  http.post(
    '*/v3/api/movetime/group/invitation',
    handle(async ({ request }) => {
      const { user } = member(request)
      const body = await readBody(request, inviteSchema)
      // Owner first: a member who may not invite learns nothing about who exists.
      const group = groupOfMember(body.group_id, user.id)
      if (group.owner_id !== user.id) throw new HttpError(403, GROUP_MESSAGES.ownerOnlyInvites)
      const row = await inviteToGroup(user.id, group.id, invitee(body), body.user_id !== undefined)
      return invitationAnswer(row, user.id)
    }),
  ),

  http.post<Id>(
    '*/v3/api/movetime/group/invitation/:id/respond',
    handle<Id>(async ({ request, params }) => {
      const { user } = member(request)
      const id = pathId(params.id, GROUP_MESSAGES.invitationNotFound)
      const { action } = await readBody(request, respondSchema)
      return invitationAnswer(await respondToInvitation(user.id, id, action), user.id)
    }),
  ),

  http.post(
    '*/v3/api/movetime/group',
    handle(async ({ request }) => {
      const { user } = member(request)
      const { client_ref, ...input } = await readBody(request, createSchema(ownOrigin(request)))
      return groupAnswer(await createGroup(user.id, input, client_ref), user.id)
    }),
  ),

  http.put<Id>(
    '*/v3/api/movetime/group/:id',
    handle<Id>(async ({ request, params }) => {
      const { user } = member(request)
      const id = pathId(params.id, GROUP_MESSAGES.notFound)
      const body = await readBody(request, updateSchema(ownOrigin(request)))
      return groupAnswer(await updateGroup(user.id, id, body), user.id)
    }),
  ),

  http.delete<Id>(
    '*/v3/api/movetime/group/:id',
    handle<Id>(async ({ request, params }) => {
      const { user } = member(request)
      await deleteGroup(user.id, pathId(params.id, GROUP_MESSAGES.notFound))
      return ok(GROUP_MESSAGES.deleted)
    }),
  ),

  http.delete<{ id: string; userId: string }>(
    '*/v3/api/movetime/group/:id/member/:userId',
    handle<{ id: string; userId: string }>(async ({ request, params }) => {
      const { user } = member(request)
      const groupId = pathId(params.id, GROUP_MESSAGES.notFound)
      const outcome = await removeMember(user.id, groupId, pathId(params.userId, GROUP_MESSAGES.notAMember))
      return ok(outcome === 'left' ? GROUP_MESSAGES.left : GROUP_MESSAGES.memberRemoved)
    }),
  ),
]
