import { Provider } from 'jotai'
import { RouterProvider } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { createAppRouter } from './routes/createAppRouter'

const router = createAppRouter()

export function App() {
  return (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  )
}
