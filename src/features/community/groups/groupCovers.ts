/**
 * Covers a member can pick without uploading anything: photos the app already ships (the demo
 * library's posters), so they work in every build and offline from the image cache.
 */
export interface ShippedCover {
  url: string
  label: string
}

export const SHIPPED_COVERS: readonly ShippedCover[] = [
  { url: '/media/posters/runners-stretch.webp', label: 'Runner’s stretch' },
  { url: '/media/posters/standing-long-jump.webp', label: 'Long jump' },
  { url: '/media/posters/plank.webp', label: 'Plank' },
  { url: '/media/posters/goblet-squat.webp', label: 'Goblet squat' },
  { url: '/media/posters/mountain-climbers.webp', label: 'Mountain climbers' },
  { url: '/media/posters/rocket-jump.webp', label: 'Rocket jump' },
]

export function isShippedCover(url: string): boolean {
  return SHIPPED_COVERS.some((cover) => cover.url === url)
}
