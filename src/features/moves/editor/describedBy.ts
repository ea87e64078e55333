/** The aria-describedby value for a field's hint and error, or undefined when it has neither. */
export const describedBy = (...ids: Array<string | undefined | false>): string | undefined => ids.filter(Boolean).join(' ') || undefined
