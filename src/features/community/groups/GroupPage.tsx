// Being built for issue 20; replaced by the real page before this lands.
export function GroupPage() {
  return null
}
