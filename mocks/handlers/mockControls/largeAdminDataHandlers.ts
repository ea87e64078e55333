import { HttpResponse, http } from 'msw'
import { handle } from '@mocks/http/handle'
import { LARGE_ADMIN_DATA, loadLargeAdminData } from '@mocks/largeData/largeAdminData'
import { LARGE_CHALLENGE } from '@mocks/largeData/largeChallenge'

/** Performance work on the admin lists and the challenge page: 2,000 accounts, 10,000 history rows, 500 invoices and a 500-member challenge (replacing any loaded before). */
export const largeAdminDataHandlers = [
  http.post(
    '*/__mock/large-admin-data',
    handle(async () => {
      const totals = await loadLargeAdminData()
      const { users, history, invoices } = LARGE_ADMIN_DATA
      const message = `${users.toLocaleString('en')} members, ${history.toLocaleString('en')} history rows, ${invoices} invoices and a challenge with ${LARGE_CHALLENGE.participants} participants (#${LARGE_CHALLENGE.id}) loaded.`
      return HttpResponse.json({ error: false, message, ...totals })
    }),
  ),
]
