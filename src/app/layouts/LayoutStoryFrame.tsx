import { createStore, Provider } from 'jotai'
import { useState, type ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'

/** Stories only: a layout inside a router, with a fresh jotai store so stories never share state. */
export function LayoutStoryFrame({
  layout,
  path,
  prepare,
}: {
  layout: ReactElement
  path: string
  /** Seeds the story's store (e.g. signs someone in) before the first render. */
  prepare?: (store: ReturnType<typeof createStore>) => void
}) {
  const [store] = useState(() => {
    const fresh = createStore()
    prepare?.(fresh)
    return fresh
  })
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={layout}>
            <Route path="*" element={<DemoPage />} />
          </Route>
          <Route path="/:area/login" element={<SignedOutPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  )
}

function DemoPage() {
  return (
    <>
      <h1 style={{ marginTop: 0 }}>Good morning, Sam</h1>
      <p style={{ color: 'var(--color-text-muted)' }}>Three moves today keep your streak going.</p>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {['Squat to press', 'Plank reach', 'Lateral lunge', 'Glute bridge'].map((move) => (
          <article
            key={move}
            style={{ padding: 16, borderRadius: 14, background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
          >
            <h2 style={{ margin: 0, fontSize: '1rem' }}>{move}</h2>
            <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>45 seconds · beginner</p>
          </article>
        ))}
      </div>
    </>
  )
}

function SignedOutPage() {
  return <p style={{ padding: 24 }}>Signed out: this is where the login page would be.</p>
}
