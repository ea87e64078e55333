import { AnalyticsChoiceSection } from '@/shared/analytics/AnalyticsChoiceSection'
import { CalendarTimeZoneSection } from './CalendarTimeZoneSection'
import { CommunityPrivacySection } from './CommunityPrivacySection'

/**
 * The Settings sections that load after the page first draws, in one chunk: community privacy (its own
 * read and form), the calendar time zone (its zone list and form) and the analytics choice. The sign-in settings draw without
 * them, which keeps /user/setting within the member bundle budget (docs/architecture.md). Together, not
 * apart: the time zone section alone would be a chunk whose only link to the app's entry is jotai, and
 * the bundler then moves jotai out of the entry, a cost on every member route.
 */
export const settingsLaterSections = { CalendarTimeZoneSection, CommunityPrivacySection, AnalyticsChoiceSection }
