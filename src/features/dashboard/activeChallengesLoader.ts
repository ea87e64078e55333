/**
 * The one step between the dashboard and its challenges card. The dashboard imports this file
 * rather than the card itself because the bundler writes, next to each dynamic import, the list of
 * every file the imported chunk needs (to fetch them in parallel): for the card, two dozen files,
 * half a kilobyte on the dashboard's first load. Here, that list lives in this small chunk,
 * fetched only once the dashboard has drawn.
 */
export const loadActiveChallenges = () => import('./ActiveChallenges').then((module) => ({ default: module.ActiveChallenges }))
