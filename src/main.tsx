import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/ui/styles/tokens.css'
import { listenForInstallOffer } from '@/app/pwa/installOffer'
import { registerAppServiceWorker, SERVICE_WORKER_URL } from '@/app/pwa/serviceWorkerRegistration'

async function startMockBackend() {
  const { startMockWorker } = await import('@mocks/browser')
  // In production builds our own worker hosts MSW (src/sw.ts); in `vite dev` MSW uses its own.
  await startMockWorker(import.meta.env.DEV ? {} : { serviceWorkerUrl: SERVICE_WORKER_URL })
}

async function boot() {
  listenForInstallOffer()
  await registerAppServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error))
  // __MOCK__ is a build-time constant: api builds drop this branch and every mock module with it.
  if (__MOCK__) await startMockBackend()
  const { App } = await import('@/app/App')
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void boot()
