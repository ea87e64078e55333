export interface CaptchaWidgetProps {
  /** The token the check holds; '' when it is not done, or once the form has spent it. */
  value: string
  onChange: (token: string) => void
  /** Shown under the check; marks it invalid. */
  error?: string
}
