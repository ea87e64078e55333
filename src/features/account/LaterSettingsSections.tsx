import { lazy, Suspense } from 'react'
import { LoadingState } from '@/shared/states/LoadingState'
import { Panel } from '@/ui/panel/Panel'
import type { CalendarTimeZoneSectionProps } from './CalendarTimeZoneSection'
import type { CommunityPrivacySectionProps } from './CommunityPrivacySection'
import './laterSettingsSections.css'

const loadSections = () => import('./settingsLaterSections').then((module) => module.settingsLaterSections)
const CommunityPrivacySection = lazy(() => loadSections().then((sections) => ({ default: sections.CommunityPrivacySection })))
const CalendarTimeZoneSection = lazy(() => loadSections().then((sections) => ({ default: sections.CalendarTimeZoneSection })))
const AnalyticsChoiceSection = lazy(() => loadSections().then((sections) => ({ default: sections.AnalyticsChoiceSection })))

/**
 * What each section's stand-in draws while its code loads: its own heading, and for privacy the very
 * loading state it shows while its read runs. Written here so the stand-ins load with the page;
 * LaterSettingsSections.test.tsx holds them to the sections' own texts.
 */
export const LATER_SECTION_TEXT = {
  privacyTitle: 'Community privacy',
  privacyLoading: 'Loading your privacy setting…',
  zoneTitle: 'Calendar time zone',
  zoneLoading: 'Loading the calendar time zone…',
  analyticsTitle: 'Usage statistics and snapshots',
  analyticsLoading: 'Loading your analytics choice…',
} as const

/** Marks a stand-in: tests wait for it to give way to the section. */
export const STAND_IN_CLASS = 'later-section-loading'

/** Settings' community privacy section, fetched after the page draws. */
export function LaterCommunityPrivacySection(props: CommunityPrivacySectionProps) {
  return (
    <Suspense fallback={<SectionLoading title={LATER_SECTION_TEXT.privacyTitle} label={LATER_SECTION_TEXT.privacyLoading} />}>
      <CommunityPrivacySection {...props} />
    </Suspense>
  )
}

/** Settings' calendar time zone section, fetched after the page draws; its stand-in keeps the section's height. */
export function LaterCalendarTimeZoneSection(props: CalendarTimeZoneSectionProps) {
  return (
    <Suspense fallback={<SectionLoading title={LATER_SECTION_TEXT.zoneTitle} label={LATER_SECTION_TEXT.zoneLoading} className="later-zone-loading" />}>
      <CalendarTimeZoneSection {...props} />
    </Suspense>
  )
}

/** Settings' analytics choice (usage statistics, snapshots, deleting recorded visits), fetched after the page draws. */
export function LaterAnalyticsChoiceSection() {
  return (
    <Suspense fallback={<SectionLoading title={LATER_SECTION_TEXT.analyticsTitle} label={LATER_SECTION_TEXT.analyticsLoading} />}>
      <AnalyticsChoiceSection />
    </Suspense>
  )
}

function SectionLoading({ title, label, className }: { title: string; label: string; className?: string }) {
  return (
    <Panel title={title} className={[STAND_IN_CLASS, className].filter(Boolean).join(' ')}>
      <LoadingState label={label} section />
    </Panel>
  )
}
