import { channelHandlers } from './channelHandlers'
import { chatHandlers } from './chatHandlers'
import { roomHandlers } from './roomHandlers'

/**
 * Spaces (issue 22), two families of docs/product.md §7: the realtime family (`/v3/…/realtime/…`,
 * the durable side: open, list, catch up, history, send, and our extensions mute, leave, report,
 * remove) and the channel family (`/v2/…/subscription/channel/…`, the live side: subscribe,
 * long-poll by cursor, unsubscribe, heartbeat, read pointer). The rules live in mocks/realtime.
 */
export const realtimeHandlers = [...roomHandlers, ...chatHandlers, ...channelHandlers]
