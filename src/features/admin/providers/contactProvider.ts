import { setContactStatus } from '@/api/contact/contactApi'
import type { ContactStatus } from '@/api/contact/contactTypes'
import { contactMessages } from '../resources/contactMessages'
import type { FamilyProvider } from './resourceCalls'

/*
 * Contact messages: read through the records calls (table `contact_message`, admins only), like
 * every table; the server refuses records writes to it, so its two actions go through the contact
 * family's own call, `contact/{id}`, which stamps who marked a message answered and when.
 */

const markAs = (status: ContactStatus) => async ({ record }: { record: { id: number } }) => setContactStatus(record.id, { status })

export const contactProvider: FamilyProvider = {
  [contactMessages.name]: {
    actions: {
      markContactAnswered: markAs('answered'),
      markContactNew: markAs('new'),
    },
  },
}
