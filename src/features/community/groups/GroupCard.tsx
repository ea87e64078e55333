import { Link } from '@/ui/link/Link'
import type { GroupSummary } from '@/api/groups/groupTypes'
import { paths } from '@/shared/paths/routePaths'
import { GroupCover } from './GroupCover'
import { memberCountText, ROLE_LABEL } from './groupText'
import './groups.css'

/**
 * One of my groups in the grid: cover, name (the link: the whole card is its target), member count
 * and my role. An `<li>`, so the grid reads as a list with its count.
 */
export function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <li className="group-card">
      <GroupCover name={group.name} coverUrl={group.cover_url} size="card" />
      <div className="group-card__body">
        <h3 className="group-card__name">
          <Link className="group-card__link" to={paths.group(group.id)}>
            {group.name}
          </Link>
        </h3>
        <p className="group-card__meta">
          <span>{memberCountText(group.member_count)}</span>
          {group.my_role && (
            <span className={`group-role group-role--${group.my_role}`}>
              <span className="visually-hidden">Your role: </span>
              {ROLE_LABEL[group.my_role]}
            </span>
          )}
        </p>
        {group.description && <p className="group-card__description">{group.description}</p>}
      </div>
    </li>
  )
}
