import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from './intersectionObserver.testing'
import { useNearViewport } from './useNearViewport'

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, margin)
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is true at once where there is no IntersectionObserver, so nothing is held back for good', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })

  describe('with an IntersectionObserver', () => {
    beforeEach(() => {
      FakeIntersectionObserver.reset()
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    })

    it('stays false until the element comes near, then true for good and stops observing', () => {
      render(<Probe />)
      expect(screen.getByText('far')).toBeInTheDocument()
      const [observer] = FakeIntersectionObserver.instances
      act(() => observer!.report(false))
      expect(screen.getByText('far')).toBeInTheDocument()
      act(() => observer!.report(true))
      expect(screen.getByText('near')).toBeInTheDocument()
      expect(observer!.disconnect).toHaveBeenCalled()
      act(() => observer!.report(false))
      expect(screen.getByText('near')).toBeInTheDocument()
    })

    it('looks one viewport below the fold by default, or as far as asked', () => {
      render(<Probe />)
      render(<Probe margin="0px 0px 200px 0px" />)
      expect(FakeIntersectionObserver.instances.map((observer) => observer.options.rootMargin)).toEqual(['0px 0px 100% 0px', '0px 0px 200px 0px'])
    })

    it('stops observing when the element goes away', () => {
      const { unmount } = render(<Probe />)
      const [observer] = FakeIntersectionObserver.instances
      unmount()
      expect(observer!.disconnect).toHaveBeenCalled()
    })
  })
})
