/** Rows joined with `user` (records `join=user`): the member by name, else email, else id. */

export interface WithMember {
  user_id?: number | null
  user?: { first_name?: string; last_name?: string; email?: string } | null
}

export function memberName(row: WithMember): string {
  const name = [row.user?.first_name, row.user?.last_name].filter(Boolean).join(' ')
  const who = name || row.user?.email
  if (who) return `${who} (#${row.user_id})`
  return row.user_id ? `Member #${row.user_id}` : ''
}
