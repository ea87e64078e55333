import type { PrivacySignal } from './consent'

/** The words of the consent banner, the choice dialog and Settings' section, said once (tests and stories read them here). */
export const CONSENT_TEXT = {
  bannerTitle: 'Help us improve MoveTime?',
  bannerText:
    'With your permission we count which pages are visited and when a move is played, a favourite kept or a plan chosen. Nothing is recorded until you choose, and we use no cookies.',
  privacyLink: 'How we use it',
  accept: 'Accept all',
  reject: 'Reject all',
  choose: 'Choose',
  dialogTitle: 'Choose what we record',
  dialogDescription: 'Change this at any time: members in Settings, everyone on the Privacy page.',
  statistics: 'Usage statistics',
  statisticsHint: 'Pages visited, moves played, favourites and plans chosen, and your screen’s size. Linked to your account while you are signed in.',
  snapshots: 'Session snapshots',
  snapshotsHint:
    'An outline of the pages you visit, with every text and field hidden, to see where a layout gets in the way. Never on payment, settings, chat or friends pages, and only while MoveTime has snapshots turned on. Needs usage statistics.',
  save: 'Save my choices',
  cancel: 'Cancel',
  saved: 'Your choice is saved. Change it at any time in Settings or on the Privacy page.',
  sectionTitle: 'Usage statistics and snapshots',
  sectionNothing: 'You have not chosen yet: nothing is recorded.',
  sectionSave: 'Save choices',
  sectionSaved: 'Your analytics choice is saved.',
  deleteButton: 'Delete my recorded visits',
  deleteHint: 'Removes every visit recorded while you were signed in.',
  deleted: (count: number) => (count === 1 ? 'One recorded visit was deleted.' : `${count} recorded visits were deleted.`),
  withdrawnDeleted: (count: number) =>
    `Saved. Nothing more is recorded, and ${count === 1 ? 'your one recorded visit was' : `your ${count} recorded visits were`} deleted.`,
  withdrawnNotDeleted: (reason: string) => `Saved: nothing more is recorded. Your recorded visits could not be deleted yet (${reason}). Try “Delete my recorded visits” again.`,
  signal: (signal: PrivacySignal) =>
    signal === 'gpc'
      ? 'Your browser sends Global Privacy Control, so MoveTime records nothing and does not ask. To allow statistics, turn that setting off in your browser.'
      : 'Your browser asks sites not to track you (Do Not Track), so MoveTime records nothing and does not ask. To allow statistics, turn that setting off in your browser.',
} as const
