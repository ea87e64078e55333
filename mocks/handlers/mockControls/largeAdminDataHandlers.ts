import { HttpResponse, http } from 'msw'
import { handle } from '@mocks/http/handle'
import { LARGE_ADMIN_DATA, loadLargeAdminData } from '@mocks/largeData/largeAdminData'

/** Performance work on the admin lists: 2,000 accounts, 10,000 history rows, 500 invoices (replacing any loaded before). */
export const largeAdminDataHandlers = [
  http.post(
    '*/__mock/large-admin-data',
    handle(async () => {
      const totals = await loadLargeAdminData()
      const { users, history, invoices } = LARGE_ADMIN_DATA
      const message = `${users.toLocaleString('en')} members, ${history.toLocaleString('en')} history rows and ${invoices} invoices loaded.`
      return HttpResponse.json({ error: false, message, ...totals })
    }),
  ),
]
