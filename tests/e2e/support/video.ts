import { expect, type Locator } from '@playwright/test'

/** The player's <video>: what a person sees happen, read from the element itself. */
export const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    currentTime: element.currentTime,
    loop: element.loop,
    playbackRate: element.playbackRate,
    paused: element.paused,
  }))

export async function expectVideoAdvances(video: Locator, beyondSeconds = 0.5) {
  await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(beyondSeconds)
}
