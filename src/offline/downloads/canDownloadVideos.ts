/**
 * False where downloads cannot work at all (no Cache Storage), so the UI can say so up front. On
 * its own, so asking does not load the download engine before the member starts a download.
 */
export function canDownloadVideos(): boolean {
  return typeof caches !== 'undefined'
}
