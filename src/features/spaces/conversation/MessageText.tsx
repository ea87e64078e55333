import { memo } from 'react'
import { linkify } from '@/lib/text/linkify'

/**
 * A message's plain text with its http(s) links made clickable. Each segment is a React text node or
 * an <a>: the text is never HTML, so `<img onerror=…>` shows as those characters.
 */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  return (
    <p className="message__text">
      {linkify(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ),
      )}
    </p>
  )
})
