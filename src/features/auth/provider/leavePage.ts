/**
 * Leaves the app for another site (a sign-in provider) with a full page load. In its own module
 * because jsdom cannot navigate: tests stand in for it with vi.mock.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url)
}
