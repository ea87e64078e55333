/** Test-only: the 6-digit code in the newest reset email the mock sent to `to`. */
export async function resetCodeFromMailbox(to: string): Promise<string> {
  const response = await fetch(new URL('/__mock/mailbox', window.location.href))
  const { list } = (await response.json()) as { list: Array<{ to: string; text: string }> }
  const code = list
    .filter((mail) => mail.to === to)
    .map((mail) => /enter this code in the app: (\d{6})/.exec(mail.text)?.[1])
    .find(Boolean)
  if (!code) throw new Error(`No reset code was mailed to ${to}`)
  return code
}
