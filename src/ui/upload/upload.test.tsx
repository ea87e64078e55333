import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FileInput } from './FileInput'
import { UploadProgress } from './UploadProgress'

describe('FileInput', () => {
  it('hands over the chosen file and forgets it, so the same file can be chosen again', async () => {
    const user = userEvent.setup()
    const onFile = vi.fn()
    render(
      <>
        <label htmlFor="clip">Clip</label>
        <FileInput id="clip" accept="video/mp4" onFile={onFile} />
      </>,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Clip')
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' })
    await user.upload(input, file)
    await user.upload(input, file)
    expect(onFile).toHaveBeenCalledTimes(2)
    expect(onFile).toHaveBeenLastCalledWith(file)
    expect(input.value).toBe('')
  })
})

describe('UploadProgress', () => {
  it('names the bar by file and percentage, and Cancel by the file it stops', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    render(<UploadProgress id="p" fileName="clip.mp4" percent={40} onCancel={onCancel} />)
    expect(screen.getByRole('progressbar', { name: 'Uploading clip.mp4… 40%' })).toHaveAttribute('value', '40')
    await user.click(screen.getByRole('button', { name: 'Cancel uploading clip.mp4' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
