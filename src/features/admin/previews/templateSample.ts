import { TEMPLATE_VARIABLE } from '@/api/records/contentTypes'

/*
 * The sample member a template preview is filled with: what {{first_name}} and the other
 * variables the app sends become in an SMS or an email, so an admin reads the message as a member
 * will. A variable with no sample value stays as written and is reported, so a typo shows.
 */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  first_name: 'Alex',
  last_name: 'Morgan',
  full_name: 'Alex Morgan',
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 415 555 0102',
  app_name: 'MoveTime',
  plan_name: 'Premium',
  plan: 'Premium',
  amount: '$12.00',
  price: '$12.00',
  date: 'Monday, 2 March',
  time: '7:30 AM',
  code: '482913',
  link: 'https://movetime.app/user/dashboard',
  url: 'https://movetime.app/user/dashboard',
  move_title: 'Bodyweight Squat',
  group_name: 'Morning Movers',
  coach_name: 'Jordan Lee',
}

export interface FilledTemplate {
  text: string
  /** Variables the sample has no value for, each once. */
  unknown: string[]
}

/** The template with its variables replaced; `escape` protects each inserted value (HTML). */
export function fillTemplate(template: string, escape: (value: string) => string = (value) => value): FilledTemplate {
  const unknown = new Set<string>()
  // A fresh RegExp: the shared one is global, and its lastIndex must not leak between calls.
  const text = template.replace(new RegExp(TEMPLATE_VARIABLE.source, 'gi'), (whole, name: string) => {
    const value = SAMPLE_VALUES[name.toLowerCase()]
    if (value === undefined) {
      unknown.add(name)
      return whole
    }
    return escape(value)
  })
  return { text, unknown: [...unknown] }
}

/** The form's value as text (a field not filled in yet reads as empty). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
