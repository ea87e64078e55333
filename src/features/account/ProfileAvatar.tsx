import { useState } from 'react'
import './account.css'

export interface ProfileAvatarProps {
  firstName: string
  lastName: string
  photo: string
  size?: number
}

function initialsOf(firstName: string, lastName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase()
  return initials || '?'
}

/** The member's photo, or their initials when there is none or it fails to load. Decorative: the name sits beside it. */
export function ProfileAvatar({ firstName, lastName, photo, size = 72 }: ProfileAvatarProps) {
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null)
  const style = { width: size, height: size, fontSize: size * 0.38 }
  if (photo && brokenPhoto !== photo) {
    return <img className="account-avatar" src={photo} alt="" style={style} onError={() => setBrokenPhoto(photo)} />
  }
  return (
    <span className="account-avatar account-avatar--initials" style={style} aria-hidden="true">
      {initialsOf(firstName, lastName)}
    </span>
  )
}
