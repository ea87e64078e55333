import { countSms } from '@/lib/sms/smsSegments'
import type { ResourcePreviewProps } from '../engine/resourceDefinition'
import { UnknownVariables } from './UnknownVariables'
import { fillTemplate, textOf } from './templateSample'
import './previews.css'

/** An SMS template as a member receives it (sample data filled in), with its length and cost in segments. */
export function SmsPreview({ values }: ResourcePreviewProps) {
  const template = textOf(values.body)
  const { text, unknown } = fillTemplate(template)
  const count = countSms(text)
  const segmentsWord = count.segments === 1 ? 'SMS' : 'SMS segments'

  return (
    <div className="admin-preview">
      <p className="admin-preview__note">Filled in with a sample member, Alex Morgan.</p>
      {text ? (
        <p className="admin-preview__sms" data-testid="sms-preview-text">
          {text}
        </p>
      ) : (
        <p className="admin-preview__empty">Write the message to see it here.</p>
      )}
      <dl className="admin-preview__stats" aria-live="polite" aria-atomic="true">
        <div>
          <dt>Characters</dt>
          <dd>{count.characters}</dd>
        </div>
        <div>
          <dt>{segmentsWord}</dt>
          <dd>{count.segments}</dd>
        </div>
        <div>
          <dt>Encoding</dt>
          <dd>{count.encoding}</dd>
        </div>
        <div>
          <dt>Left in this segment</dt>
          <dd>{count.remaining}</dd>
        </div>
      </dl>
      <p className="admin-preview__note">
        {count.encoding === 'GSM-7'
          ? `GSM-7: ${count.perSegment} characters per ${count.segments > 1 ? 'segment once split' : 'message'}; ^ { } [ ] ~ \\ | € count as two.`
          : `UCS-2: ${count.perSegment} characters per ${count.segments > 1 ? 'segment once split' : 'message'}, because of ${count.nonGsmCharacters.map((character) => `“${character}”`).join(' ')}.`}
      </p>
      <UnknownVariables names={unknown} />
    </div>
  )
}
