import { HttpResponse, http } from 'msw'
import {
  CONTACT_MESSAGES,
  CONTACT_STATUSES,
  contactFieldProblems,
  type ContactResponse,
  type ContactStatus,
  type ContactStatusResponse,
  type ContactTopic,
} from '@/api/contact/contactTypes'
import { requireCaptchaWithFields } from '@mocks/accounts/captchaStore'
import { claimContactSlot } from '@mocks/contact/contactLimits'
import { earlierAnswer, presentContactMessage, storeContactMessage, type StoredContact } from '@mocks/contact/contactMessages'
import { db } from '@mocks/db/db'
import { linkOrigin } from '@mocks/http/appOrigins'
import { clientAddress } from '@mocks/http/clientAddress'
import { optionalAuth, requireRole, type Auth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, stringField } from '@mocks/http/requestBody'

/**
 * contact (docs/product.md §7): the public site's form. Open to visitors; a signed-in member's
 * message remembers who sent it. In order: the fields (400, a message per field), a request id
 * already answered (its answer again, nothing sent twice), the robot check spent as on sign-up
 * (400 at `captcha_token`), the rate limit per client address and per email (429 with the wait),
 * then the message is stored, support is mailed and the sender gets a copy.
 *
 * contact/{id} (ours): an admin marks a message answered, or new again.
 */

const REQUEST_ID_MAX = 100

function answer(stored: StoredContact): Response {
  return HttpResponse.json<ContactResponse>({
    error: false,
    message: CONTACT_MESSAGES.sent,
    id: stored.row.id,
    copy_to: stored.row.email,
    duplicate: stored.duplicate,
  })
}

/** The sender, when a valid session is sent; an expired or unknown token only means "a visitor". */
function senderOf(request: Request): Auth | null {
  try {
    return optionalAuth(request)
  } catch {
    return null
  }
}

const isStatus = (value: string): value is ContactStatus => (CONTACT_STATUSES as readonly string[]).includes(value)

export const contactHandlers = [
  http.post(
    '*/v3/api/custom/movetime/contact',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      // From here to the claims nothing awaits: a double submit cannot pass the checks twice.
      const fields = {
        name: stringField(body, 'name'),
        email: stringField(body, 'email'),
        topic: stringField(body, 'topic'),
        message: stringField(body, 'message'),
      }
      const requestId = stringField(body, 'request_id').slice(0, REQUEST_ID_MAX)
      const validation: Validation = { ...contactFieldProblems(fields) }
      assertValid(validation)

      const earlier = earlierAnswer(fields.email, requestId)
      if (earlier) return answer(await earlier)

      requireCaptchaWithFields(validation, stringField(body, 'captcha_token'))
      const slot = claimContactSlot(fields.email, clientAddress(request))
      const sender = senderOf(request)
      try {
        const stored = await storeContactMessage(
          { ...fields, topic: fields.topic as ContactTopic, user_id: sender?.user.id ?? null, request_id: requestId },
          linkOrigin(request),
        )
        return answer(stored)
      } catch (error) {
        slot.release()
        throw error
      }
    }),
  ),

  http.put<{ id: string }>(
    '*/v3/api/custom/movetime/contact/:id',
    handle<{ id: string }>(async ({ request, params }) => {
      const admin = requireRole(request, 'admin')
      const body = await readJsonObject(request)
      const status = stringField(body, 'status')
      if (!isStatus(status)) throw new HttpError(400, CONTACT_MESSAGES.statusInvalid, { status: CONTACT_MESSAGES.statusInvalid })
      const id = Number(params.id)
      const row = Number.isInteger(id) ? db.contact_message.findFirst((q) => q.where({ id })) : undefined
      if (!row) throw new HttpError(404, CONTACT_MESSAGES.notFound)
      const answered = status === 'answered'
      const updated = await db.contact_message.update((q) => q.where({ id }), {
        data(message) {
          message.status = status
          // Marking it answered again keeps who answered first and when.
          if (answered && message.answered_at === null) {
            message.answered_at = new Date().toISOString()
            message.answered_by = admin.user.id
          }
          if (!answered) {
            message.answered_at = null
            message.answered_by = null
          }
        },
      })
      if (!updated) throw new HttpError(404, CONTACT_MESSAGES.notFound)
      return HttpResponse.json<ContactStatusResponse>({ error: false, model: presentContactMessage(updated) })
    }),
  ),
]
