/**
 * The note over a community list drawn from the device (RemoteContent's savedText). One wording for
 * every community page, so "saved" means the same thing on friends, groups and challenges.
 */
export function savedCopyText(what: string): string {
  return `Showing ${what} saved on this device. Changes you make are sent when you’re back online.`
}
