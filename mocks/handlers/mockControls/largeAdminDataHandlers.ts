import { HttpResponse, http } from 'msw'
import { handle } from '@mocks/http/handle'
import { LARGE_ADMIN_DATA, loadLargeAdminData } from '@mocks/largeData/largeAdminData'
import { LARGE_CHALLENGE } from '@mocks/largeData/largeChallenge'
import { LARGE_COMMUNITY } from '@mocks/largeData/largeCommunity'

/** Performance work on the admin lists and the challenge page: 2,000 accounts, 10,000 history rows, 500 invoices and a 500-member challenge, 200 friends and 50 groups for the demo member (replacing any loaded before). */
export const largeAdminDataHandlers = [
  http.post(
    '*/__mock/large-admin-data',
    handle(async () => {
      const totals = await loadLargeAdminData()
      const { users, history, invoices } = LARGE_ADMIN_DATA
      const message = `${users.toLocaleString('en')} members, ${history.toLocaleString('en')} history rows, ${invoices} invoices, a challenge with ${LARGE_CHALLENGE.participants} participants (#${LARGE_CHALLENGE.id}), and ${LARGE_COMMUNITY.friends} friends and ${LARGE_COMMUNITY.groups} groups for the demo member loaded.`
      return HttpResponse.json({ error: false, message, ...totals })
    }),
  ),
]
