import { HttpResponse, delay, http, type AnyHandler } from 'msw'
import { handlers } from '@mocks/allHandlers'

/*
 * Mock answers for the public pages' stories: the CMS entries loading for ever, answering an empty
 * page, failing with a server message, and the network gone. Stories pass these as
 * `parameters.msw`, which replaces the global handlers (the rest of the mock still answers).
 */

const cmsList = '*/v4/api/records/cms'

const withCms = (answer: AnyHandler): AnyHandler[] => [answer, ...handlers]

export const siteStoryStates = {
  loading: withCms(http.get(cmsList, () => delay('infinite'))),
  empty: withCms(http.get(cmsList, () => HttpResponse.json({ error: false, list: [] }))),
  failed: withCms(
    http.get(cmsList, () => HttpResponse.json({ error: true, message: 'The content service is not answering. Try again in a moment.' }, { status: 500 })),
  ),
  offline: withCms(http.get(cmsList, () => HttpResponse.error())),
}

/** The four state stories every public page has, beside its Default (the seeded entries). */
export const siteStateStories = {
  Loading: { parameters: { msw: siteStoryStates.loading } },
  Empty: { parameters: { msw: siteStoryStates.empty } },
  Failed: { parameters: { msw: siteStoryStates.failed } },
  Offline: { parameters: { msw: siteStoryStates.offline } },
}
