// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import { blockable, isBlockable, type PendingLeave } from './blockableHistory'

function setUp(entries = ['/a', '/b'], index = 1) {
  const history = blockable(createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true }))
  const heard: string[] = []
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`))
  return { history, heard }
}

describe('blockable history', () => {
  it('passes every navigation through while no blocker is installed', () => {
    const { history, heard } = setUp()
    history.push('/c')
    history.replace('/d')
    history.go(-1)
    expect(heard).toEqual(['PUSH /c', 'REPLACE /d', 'POP /b'])
    expect(isBlockable(history)).toBe(true)
  })

  it('holds back a push the blocker refuses, then carries it out on proceed', () => {
    const { history, heard } = setUp()
    let pending: PendingLeave | undefined
    history.block((leave) => {
      pending = leave
      return true
    })
    history.push('/c?tab=1')

    expect(heard).toEqual([])
    expect(history.location.pathname).toBe('/b')
    expect(pending?.currentLocation.pathname).toBe('/b')
    expect(pending?.nextLocation).toMatchObject({ pathname: '/c', search: '?tab=1' })

    pending?.proceed()
    expect(heard).toEqual(['PUSH /c'])
    expect(history.location.pathname).toBe('/c')
  })

  it('lets through what the blocker allows', () => {
    const { history, heard } = setUp()
    const blocker = vi.fn((leave: PendingLeave) => leave.nextLocation.pathname !== leave.currentLocation.pathname)
    history.block(blocker)
    history.replace('/b?step=2')
    history.push('/elsewhere')
    expect(heard).toEqual(['REPLACE /b'])
    expect(blocker).toHaveBeenCalledTimes(2)
  })

  it('undoes a held-back back button without the router hearing of it, and redoes it on proceed', () => {
    const { history, heard } = setUp(['/a', '/b', '/c'], 2)
    let pending: PendingLeave | undefined
    history.block((leave) => {
      pending = leave
      return true
    })
    history.go(-2)

    expect(heard).toEqual([])
    expect(history.location.pathname).toBe('/c')
    expect(pending?.currentLocation.pathname).toBe('/c')
    expect(pending?.nextLocation.pathname).toBe('/a')

    pending?.proceed()
    expect(heard).toEqual(['POP /a'])
    expect(history.location.pathname).toBe('/a')
  })

  it('stops blocking once the blocker is removed, and ignores the removal of a replaced blocker', () => {
    const { history, heard } = setUp()
    const removeFirst = history.block(() => true)
    const removeSecond = history.block(() => true)
    removeFirst()
    history.push('/c')
    expect(heard).toEqual([])

    removeSecond()
    history.push('/c')
    expect(heard).toEqual(['PUSH /c'])
  })

  it('tells its watchers every address the router is told of, held-back ones excepted, until they stop watching', () => {
    const { history } = setUp()
    const watched: string[] = []
    const stopWatching = history.watch((location) => watched.push(location.pathname))
    history.push('/c')
    const removeBlocker = history.block(() => true)
    history.push('/held')
    removeBlocker()
    history.go(-1)
    stopWatching()
    history.push('/unheard')
    expect(watched).toEqual(['/c', '/b'])
  })
})
