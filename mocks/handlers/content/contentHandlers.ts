import { cmsHandlers } from './cmsHandlers'
import { mailHandlers } from './mailHandlers'

/** The content family (src/api/content): CMS writes and the mailer, admins only. */
export const contentHandlers = [...cmsHandlers, ...mailHandlers]
