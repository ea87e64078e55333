import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { MovePlayer, VIDEO_ERROR_TEXT, type MovePlayerMedia } from './MovePlayer'
import { CONTROLS_HIDE_AFTER_MS } from './useControlsVisibility'
import { fakeCaptionTrack, playThrough, reachEnd, seekTo, setDuration, stubMediaPlayback } from './mediaStub.testing'

const squat: MovePlayerMedia = {
  title: 'Bodyweight Squat',
  video_url: '/media/videos/bodyweight-squat.mp4',
  video_webm_url: '/media/videos/bodyweight-squat.webm',
  captions_url: '/media/captions/bodyweight-squat.vtt',
  poster_url: '/media/posters/bodyweight-squat.webp',
  duration_seconds: 5,
}

function renderPlayer(move: MovePlayerMedia = squat, onWatched = vi.fn()) {
  const user = userEvent.setup()
  const view = render(<MovePlayer move={move} onWatched={onWatched} />)
  const video = view.container.querySelector('video')
  if (!video) throw new Error('The player rendered no <video>')
  return { ...view, user, video, onWatched }
}

let media: ReturnType<typeof stubMediaPlayback>
beforeEach(() => {
  media = stubMediaPlayback()
})

describe('MovePlayer', () => {
  it('offers WebM then MP4, the poster, inline playback and English captions', async () => {
    const { video, container } = renderPlayer()
    const sources = [...video.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('src')])
    expect(sources).toEqual([
      ['video/webm', squat.video_webm_url],
      ['video/mp4', squat.video_url],
    ])
    expect(video).toHaveAttribute('poster', squat.poster_url)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'metadata')
    const track = video.querySelector('track')
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('srclang', 'en')
    expect(track).toHaveAttribute('label', 'English')
    expect(track).toHaveAttribute('src', squat.captions_url)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('leaves out WebM, the track and the captions button when the move has none', () => {
    const { video } = renderPlayer({ ...squat, video_webm_url: '', captions_url: '' })
    expect(video.querySelectorAll('source')).toHaveLength(1)
    expect(video.querySelector('track')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument()
  })

  it('plays and pauses, naming the button after what it will do', async () => {
    const { user } = renderPlayer()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(media.play).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(media.pause).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })

  it('sets loop, speed, mirror and captions on the video', async () => {
    const { user, video } = renderPlayer()
    const track = fakeCaptionTrack(video)

    const loop = screen.getByRole('button', { name: 'Loop' })
    expect(loop).toHaveAttribute('aria-pressed', 'false')
    await user.click(loop)
    expect(loop).toHaveAttribute('aria-pressed', 'true')
    expect(video.loop).toBe(true)

    const speed = screen.getByRole('combobox', { name: 'Speed' })
    expect(speed).toHaveValue('1')
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.5×', '0.75×', '1×'])
    await user.selectOptions(speed, '0.5')
    expect(video.playbackRate).toBe(0.5)
    expect(speed).toHaveValue('0.5')
    expect(within(speed).getByRole('option', { name: '1×' })).not.toHaveProperty('selected', true)

    await user.click(screen.getByRole('button', { name: 'Captions' }))
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true')
    expect(track.mode).toBe('showing')

    await user.click(screen.getByRole('button', { name: 'Mirror' }))
    expect(screen.getByRole('button', { name: 'Mirror' })).toHaveAttribute('aria-pressed', 'true')
    expect(video).toHaveClass('move-player__video--mirrored')
    // Mirrored, the browser would draw the captions backwards: the player draws them instead.
    expect(track.mode).toBe('hidden')
    act(() => {
      track.activeCues = [{ text: 'Sit back and down.' }]
      track.dispatchEvent(new Event('cuechange'))
    })
    expect(screen.getByText('Sit back and down.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Mirror' }))
    expect(video).not.toHaveClass('move-player__video--mirrored')
    expect(track.mode).toBe('showing')
    expect(screen.queryByText('Sit back and down.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Captions' }))
    expect(track.mode).toBe('hidden')
  })

  it('shows the time and seeks with the labelled slider', () => {
    const { video } = renderPlayer()
    setDuration(video, 5)
    seekTo(video, 3)
    const slider = screen.getByRole('slider', { name: 'Seek' })
    expect(slider).toHaveAttribute('aria-valuetext', '0:03 of 0:05')
    expect(screen.getByText('0:03 / 0:05')).toBeInTheDocument()

    fireEvent.change(slider, { target: { value: '1' } })
    expect(video.currentTime).toBe(1)
    expect(slider).toHaveAttribute('aria-valuetext', '0:01 of 0:05')
  })

  it('answers keyboard shortcuts while focus is in the player', async () => {
    const { user, video } = renderPlayer()
    const track = fakeCaptionTrack(video)
    setDuration(video, 20)
    screen.getByRole('group', { name: 'Video: Bodyweight Squat' }).focus()

    await user.keyboard(' ')
    expect(media.play).toHaveBeenCalledTimes(1)
    await user.keyboard('k')
    expect(media.pause).toHaveBeenCalledTimes(1)

    await user.keyboard('l')
    expect(video.loop).toBe(true)
    expect(screen.getByRole('status')).toHaveTextContent('Loop on')
    await user.keyboard('m')
    expect(video).toHaveClass('move-player__video--mirrored')
    await user.keyboard('m')
    await user.keyboard('c')
    expect(track.mode).toBe('showing')
    await user.keyboard('2')
    expect(video.playbackRate).toBe(0.75)
    await user.keyboard('1')
    expect(video.playbackRate).toBe(0.5)
    await user.keyboard('3')
    expect(video.playbackRate).toBe(1)

    await user.keyboard('{ArrowRight}')
    expect(video.currentTime).toBe(5)
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(video.currentTime).toBe(20)
    await user.keyboard('{ArrowLeft}')
    expect(video.currentTime).toBe(15)

    // On the slider, arrows step by the same 5 seconds rather than the slider's own step.
    screen.getByRole('slider', { name: 'Seek' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(video.currentTime).toBe(10)
  })

  it('lets Space press a focused control instead of playing', async () => {
    const { user, video } = renderPlayer()
    screen.getByRole('button', { name: 'Loop' }).focus()
    await user.keyboard(' ')
    expect(video.loop).toBe(true)
    expect(media.play).not.toHaveBeenCalled()
  })

  it('lists the shortcuts in a dialog behind the "?" button and the ? key', async () => {
    const { user } = renderPlayer()
    expect(screen.queryByText('Space or K')).not.toBeInTheDocument()
    const help = screen.getByRole('button', { name: 'Keyboard shortcuts' })
    expect(help).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(help)
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText('Space or K')).toBeVisible()
    expect(within(dialog).getByText('Speed 0.5×, 0.75×, 1×')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(help).toHaveFocus()

    screen.getByRole('group', { name: 'Video: Bodyweight Squat' }).focus()
    await user.keyboard('?')
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  })

  it('puts one large play button over the poster, and it becomes Pause while playing', async () => {
    const { user, container } = renderPlayer()
    const stage = container.querySelector('.move-player__stage') as HTMLElement
    const play = screen.getByRole('button', { name: 'Play' })
    expect(stage).toContainElement(play)
    expect(play).toHaveClass('move-player__big-play')
    expect(screen.getAllByRole('button', { name: /^(Play|Pause)$/ })).toHaveLength(1)
    await user.click(play)
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveClass('move-player__big-play')
  })

  it('hides the overlaid controls a few seconds into playing, and a tap brings them back without pausing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { user, container, video } = renderPlayer()
      const stage = container.querySelector('.move-player__stage') as HTMLElement
      expect(stage).toHaveAttribute('data-controls', 'shown')
      await user.click(screen.getByRole('button', { name: 'Play' }))
      expect(stage).toHaveAttribute('data-controls', 'shown')
      act(() => {
        vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS + 10)
      })
      expect(stage).toHaveAttribute('data-controls', 'hidden')

      // The first tap on the picture only shows the controls; the video keeps playing.
      fireEvent.click(video)
      expect(stage).toHaveAttribute('data-controls', 'shown')
      expect(media.pause).not.toHaveBeenCalled()
      // With them showing, a tap pauses, and paused controls stay.
      fireEvent.click(video)
      expect(media.pause).toHaveBeenCalledTimes(1)
      act(() => {
        vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS * 2)
      })
      expect(stage).toHaveAttribute('data-controls', 'shown')
    } finally {
      vi.useRealTimers()
    }
  })

  it('goes full screen on the whole player where the browser can', async () => {
    const request = vi.fn(() => Promise.resolve())
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true })
    try {
      const { user } = renderPlayer()
      await user.click(screen.getByRole('button', { name: 'Full screen' }))
      expect(request).toHaveBeenCalledTimes(1)
      expect(request.mock.contexts[0]).toBe(screen.getByRole('group', { name: 'Video: Bodyweight Squat' }))
      await user.keyboard('f')
      expect(request).toHaveBeenCalledTimes(2)
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen')
      Reflect.deleteProperty(document, 'fullscreenEnabled')
    }
  })

  it('turns a phone to landscape in full screen where the browser allows, and shrugs off a refusal', async () => {
    const request = vi.fn(() => Promise.resolve())
    const lock = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotSupportedError')))
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true })
    Object.defineProperty(window.screen, 'orientation', { value: { lock, unlock: vi.fn() }, configurable: true })
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('pointer: coarse'), media: query, addEventListener() {}, removeEventListener() {} }))
    try {
      const { user } = renderPlayer()
      await user.click(screen.getByRole('button', { name: 'Full screen' }))
      await vi.waitFor(() => expect(lock).toHaveBeenCalledWith('landscape'))
    } finally {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(window.screen, 'orientation')
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen')
      Reflect.deleteProperty(document, 'fullscreenEnabled')
    }
  })

  it('hides full screen where the browser has none', () => {
    renderPlayer()
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument()
  })

  it('says when the video cannot play, and tries again', async () => {
    const { user, video } = renderPlayer()
    const sources = video.querySelectorAll('source')
    fireEvent.error(sources[sources.length - 1] as HTMLSourceElement)
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_ERROR_TEXT)

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(media.load).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('does not fail when only the WebM source cannot play (the MP4 is tried next)', () => {
    const { video } = renderPlayer()
    fireEvent.error(video.querySelector('source[type="video/webm"]') as HTMLSourceElement)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('fails when the video itself cannot be decoded', () => {
    const { video } = renderPlayer()
    fireEvent.error(video)
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_ERROR_TEXT)
  })

  it('never keeps showing Pause once the video has failed', async () => {
    const { user, video, container } = renderPlayer()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    // The network drops mid-play: the source fails without any pause event.
    const sources = video.querySelectorAll('source')
    fireEvent.error(sources[sources.length - 1] as HTMLSourceElement)
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_ERROR_TEXT)
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument()
    expect(container.querySelector('.move-player__stage')).not.toHaveAttribute('data-playing')
    expect(container.querySelector('.move-player__stage')).toHaveAttribute('data-controls', 'shown')
  })
})

describe('MovePlayer watch reporting', () => {
  it('reports a stretch of watching once, on pause, and never again on unmount', async () => {
    const { user, video, onWatched, unmount } = renderPlayer({ ...squat, duration_seconds: 40 })
    setDuration(video, 40)
    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 1.5)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    // 1.5 s is a tap, not watching.
    expect(onWatched).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 4)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(onWatched).toHaveBeenCalledTimes(1)
    expect(onWatched).toHaveBeenLastCalledWith({ secondsWatched: 4, completed: false })

    unmount()
    expect(onWatched).toHaveBeenCalledTimes(1)
  })

  it('does not count skipped time', async () => {
    const { user, video, onWatched } = renderPlayer({ ...squat, duration_seconds: 40 })
    setDuration(video, 40)
    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 2)
    seekTo(video, 30)
    playThrough(video, 33)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(onWatched).toHaveBeenCalledExactlyOnceWith({ secondsWatched: 5, completed: false })
  })

  it('marks watching to the end as completed, reported once', async () => {
    const { user, video, onWatched, unmount } = renderPlayer()
    setDuration(video, 5)
    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 4.75)
    reachEnd(video)
    expect(onWatched).toHaveBeenCalledExactlyOnceWith({ secondsWatched: 5, completed: true })
    unmount()
    expect(onWatched).toHaveBeenCalledTimes(1)
  })

  it('reports what was watched when the player goes away or the page is hidden', async () => {
    const { user, video, onWatched, unmount } = renderPlayer({ ...squat, duration_seconds: 40 })
    setDuration(video, 40)
    await user.click(screen.getByRole('button', { name: 'Play' }))
    playThrough(video, 3)
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    expect(onWatched).toHaveBeenLastCalledWith({ secondsWatched: 3, completed: false })

    playThrough(video, 37)
    unmount()
    expect(onWatched).toHaveBeenCalledTimes(2)
    // 37 of 40 seconds is over 90 %: the move counts as done.
    expect(onWatched).toHaveBeenLastCalledWith({ secondsWatched: 34, completed: true })
  })
})
