import { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, contactFieldProblems, type ContactRequest } from '@/api/contact/contactTypes'
import { captchaErrors, type CaptchaValues } from '@/shared/captcha/confirmCaptcha'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/** The form's values, in the order it shows its fields (focus goes to the first with a message). */
export interface ContactValues extends CaptchaValues {
  name: string
  email: string
  topic: string
  message: string
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '', captcha_token: '' }

export const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }))

/** The server's rules (contactTypes.ts) plus the robot check, so most mistakes never leave the page. */
export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return { ...contactFieldProblems(values), ...captchaErrors(values.captcha_token) }
}

/** The request as sent: trimmed text, the confirmed robot check, and the attempt's key as its request id. */
export function contactRequest(values: ContactValues, captchaToken: string, requestId: string): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
    captcha_token: captchaToken,
    request_id: requestId,
  }
}
