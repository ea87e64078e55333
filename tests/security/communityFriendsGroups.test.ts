// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { serverForThisFile } from './mockServer'
import { ACCOUNTS, burst, call, countStatus, resetData, signIn, statuses, type Account } from './securityClient'

/**
 * Issue 20's friends and groups rules, attacked over real HTTP (`npm run mock:server`): a member
 * cannot accept a request sent to someone else, invite to a group they do not own, read another's
 * friends list, or see a member who blocked them; 8 parallel identical requests store one.
 */

const mock = serverForThisFile()
const server = () => mock.current()

/** Seeded community members (mocks/db/seed.ts, seedCommunity.ts). */
const COMMUNITY = {
  tom: { email: 'tom.becker@example.com', password: 'Member123!', role: 'user' },
  sofia: { email: 'sofia.marquez@example.com', password: 'Member123!', role: 'user' },
  amir: { email: 'amir.haddad@example.com', password: 'Member123!', role: 'user' },
  claire: { email: 'claire.dubois@example.com', password: 'Member123!', role: 'user' },
} as const satisfies Record<string, Account>

const ID = { maya: 1, jordan: 3, priya: 4, tom: 5, sofia: 8, amir: 11, claire: 12 }
/** Seed: request 2, from Priya to Maya, waits; Maya owns group 1 (with Jordan and Sofia), Jordan owns group 2. */
const PRIYAS_REQUEST = 2
const MAYAS_GROUP = 1
const JORDANS_GROUP = 2

const V3 = '/v3/api/movetime'
const CUSTOM = '/v3/api/custom/movetime'

let maya = ''
let jordan = ''
let priya = ''

beforeEach(async () => {
  await resetData(server())
  ;[maya, jordan, priya] = await Promise.all([signIn(server(), ACCOUNTS.member), signIn(server(), ACCOUNTS.second), signIn(server(), ACCOUNTS.priya)])
})

interface RequestLists {
  incoming: Array<{ id: number; status: string; from: { id: number } }>
  outgoing: Array<{ id: number; to: { id: number } }>
}

const requests = async (token: string) => (await call<RequestLists>(server(), 'GET', `${CUSTOM}/friend-req`, { token })).body

describe('friend requests', () => {
  it('a member cannot accept or decline a request sent to someone else', async () => {
    const tom = await signIn(server(), COMMUNITY.tom)
    for (const [token, action] of [
      [tom, 'accept'],
      [tom, 'decline'],
      [priya, 'accept'],
    ] as const) {
      const answer = await call(server(), 'POST', `${V3}/friend-req/${PRIYAS_REQUEST}/respond`, { token, body: { action } })
      expect([403, 404], answer.text).toContain(answer.status)
    }
    expect((await requests(maya)).incoming).toEqual([expect.objectContaining({ id: PRIYAS_REQUEST, status: 'pending' })])
    const friends = await call<{ list: Array<{ member: { id: number } }> }>(server(), 'GET', `${CUSTOM}/get-friends/${ID.priya}`, { token: priya })
    expect(friends.body.list.map((friend) => friend.member.id)).not.toContain(ID.maya)
  })

  it('a member cannot read another member’s friends list', async () => {
    const answer = await call(server(), 'GET', `${CUSTOM}/get-friends/${ID.maya}`, { token: priya })
    expect(answer.status, answer.text).toBe(403)
    expect(answer.text).not.toContain('Jordan')
  })

  it('a member cannot write friend requests or groups through the generic records', async () => {
    const attempts = await Promise.all([
      call(server(), 'PUT', `/v4/api/records/friend_request/${PRIYAS_REQUEST}`, { token: priya, body: { status: 'accepted' } }),
      call(server(), 'POST', '/v4/api/records/friend_request', { token: priya, body: { friend_id: ID.jordan, status: 'accepted' } }),
      call(server(), 'PUT', `/v4/api/records/group/${MAYAS_GROUP}`, { token: priya, body: { member_ids: [1, 3, 8, 9, 4] } }),
      call(server(), 'PUT', `/v4/api/records/group/${JORDANS_GROUP}`, { token: maya, body: { owner_id: ID.maya } }),
    ])
    for (const answer of attempts) expect(answer.status, answer.text).toBeGreaterThanOrEqual(403)
    expect((await requests(maya)).incoming[0]?.status).toBe('pending')
  })

  it('8 parallel identical requests store one', async () => {
    const amir = await signIn(server(), COMMUNITY.amir)
    const answers = await burst<{ model?: { id: number } }>(8, (_, sync) =>
      call(server(), 'POST', `${V3}/friend-req`, { token: amir, sync, body: { email: COMMUNITY.claire.email, client_ref: 'same-tap' } }),
    )
    expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(8)
    expect(new Set(answers.map((answer) => answer.body.model?.id)).size).toBe(1)
    expect((await requests(amir)).outgoing).toHaveLength(1)
  })

  it('8 parallel requests with different refs, both ways, still make one request for the pair', async () => {
    const [amir, claire] = await Promise.all([signIn(server(), COMMUNITY.amir), signIn(server(), COMMUNITY.claire)])
    const answers = await burst(8, (index, sync) =>
      index % 2 === 0
        ? call(server(), 'POST', `${V3}/friend-req`, { token: amir, sync, body: { user_id: ID.claire, client_ref: `a${index}` } })
        : call(server(), 'POST', `${V3}/friend-req`, { token: claire, sync, body: { user_id: ID.amir, client_ref: `c${index}` } }),
    )
    expect(countStatus(answers, 200), JSON.stringify(statuses(answers))).toBe(1)
    expect(countStatus(answers, 409), JSON.stringify(statuses(answers))).toBe(7)
    const [fromAmir, fromClaire] = await Promise.all([requests(amir), requests(claire)])
    expect(fromAmir.outgoing.length + fromClaire.outgoing.length).toBe(1)
  })
})

describe('groups', () => {
  it('a member cannot invite to a group they do not own', async () => {
    const amir = await signIn(server(), COMMUNITY.amir)
    const asMember = await call(server(), 'POST', `${V3}/group/invitation`, { token: maya, body: { group_id: JORDANS_GROUP, email: COMMUNITY.amir.email } })
    expect(asMember.status, asMember.text).toBe(403)
    const asOutsider = await call(server(), 'POST', `${V3}/group/invitation`, { token: amir, body: { group_id: MAYAS_GROUP, email: COMMUNITY.claire.email } })
    expect(asOutsider.status, asOutsider.text).toBe(404)
    const invitees = await call<{ list: Array<{ invitee: { id: number } }> }>(server(), 'GET', `${V3}/group/${JORDANS_GROUP}/invitee-retrieve`, { token: jordan })
    expect(invitees.body.list.map((row) => row.invitee.id)).not.toContain(ID.amir)
    const claire = await signIn(server(), COMMUNITY.claire)
    const claireGroups = await call<{ invitations: unknown[] }>(server(), 'GET', `${V3}/retrieve-groups`, { token: claire })
    expect(claireGroups.body.invitations).toEqual([])
  })

  it('a member cannot remove others from, edit, or delete a group they do not own', async () => {
    const attempts = await Promise.all([
      call(server(), 'DELETE', `${V3}/group/${JORDANS_GROUP}/member/${ID.tom}`, { token: maya }),
      call(server(), 'PUT', `${V3}/group/${JORDANS_GROUP}`, { token: maya, body: { owner_id: ID.maya } }),
      call(server(), 'DELETE', `${V3}/group/${JORDANS_GROUP}`, { token: maya }),
    ])
    expect(statuses(attempts)).toEqual([403, 403, 403])
    const details = await call<{ model: { group: { owner: { id: number } }; members: unknown[] } }>(server(), 'GET', `${V3}/group-details/${JORDANS_GROUP}`, { token: jordan })
    expect(details.body.model.group.owner.id).toBe(ID.jordan)
    expect(details.body.model.members).toHaveLength(3)
  })

  it('a group is a 404 to anyone outside it', async () => {
    const amir = await signIn(server(), COMMUNITY.amir)
    const answer = await call(server(), 'GET', `${V3}/group-details/${MAYAS_GROUP}`, { token: amir })
    expect(answer.status, answer.text).toBe(404)
    expect(answer.text).not.toContain('Morning Movers')
  })
})

describe('blocks', () => {
  it('a member does not see a member who blocked them: not in search, not in group details', async () => {
    const sofia = await signIn(server(), COMMUNITY.sofia)
    const before = await call<{ list: Array<{ member: { id: number } }> }>(server(), 'GET', `${V3}/member-search?q=sofia`, { token: jordan })
    expect(before.body.list.map((row) => row.member.id)).toEqual([ID.sofia])

    expect((await call(server(), 'POST', `${V3}/blocks`, { token: sofia, body: { user_id: ID.jordan } })).status).toBe(200)

    for (const q of ['sofia', 'marquez', COMMUNITY.sofia.email]) {
      const search = await call<{ list: unknown[] }>(server(), 'GET', `${V3}/member-search?q=${encodeURIComponent(q)}`, { token: jordan })
      expect(search.body.list, q).toEqual([])
    }
    const details = await call<{ model: { members: Array<{ member: { id: number } }>; activity: Array<{ member: { id: number } }> } }>(
      server(),
      'GET',
      `${V3}/group-details/${MAYAS_GROUP}`,
      { token: jordan },
    )
    expect(details.status).toBe(200)
    expect(details.body.model.members.map((row) => row.member.id)).not.toContain(ID.sofia)
    expect(details.body.model.activity.map((row) => row.member.id)).not.toContain(ID.sofia)
    expect(details.text).not.toContain('Sofia')
  })

  it('a blocked member cannot send a request or an invitation to the member who blocked them', async () => {
    const amir = await signIn(server(), COMMUNITY.amir)
    expect((await call(server(), 'POST', `${V3}/blocks`, { token: amir, body: { user_id: ID.maya } })).status).toBe(200)
    const request = await call(server(), 'POST', `${V3}/friend-req`, { token: maya, body: { email: COMMUNITY.amir.email, client_ref: 'x' } })
    expect(request.status, request.text).toBe(403)
    const invitation = await call(server(), 'POST', `${V3}/group/invitation`, { token: maya, body: { group_id: MAYAS_GROUP, email: COMMUNITY.amir.email } })
    expect(invitation.status, invitation.text).toBe(403)
    const amirGroups = await call<{ invitations: unknown[] }>(server(), 'GET', `${V3}/retrieve-groups`, { token: amir })
    expect(amirGroups.body.invitations).toEqual([])
  })
})
