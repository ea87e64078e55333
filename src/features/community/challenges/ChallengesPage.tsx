// Being built for issue 20; replaced by the real page before this lands.
export function ChallengesPage() {
  return null
}
