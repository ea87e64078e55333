import { blogReadHandlers } from './blogReadHandlers'
import { blogWriteHandlers } from './blogWriteHandlers'

/** The blog family (src/api/blog ↔ here): public reads, admin writes. */
export const blogHandlers = [...blogReadHandlers, ...blogWriteHandlers]
