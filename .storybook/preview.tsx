import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { handlers } from '../mocks/allHandlers'
import '../src/ui/styles/tokens.css'

/** Stories get the same mock backend the app and the tests use. */
const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    msw: handlers,
    layout: 'fullscreen',
  },
}

export default preview
