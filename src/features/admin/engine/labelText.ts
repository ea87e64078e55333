/**
 * A resource's label inside a sentence: "Back to email templates", but "Back to SMS templates"
 * and "No CMS entries yet". Words written in capitals (acronyms) keep them; others go lower case.
 */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ')
}
