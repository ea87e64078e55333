import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Storybook loads vite.config.ts; its PWA plugins would build a service worker here.
    const isPwaPlugin = (plugin: unknown) =>
      typeof plugin === 'object' && plugin !== null && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa')
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => !isPwaPlugin(plugin))
    return viteConfig
  },
}

export default config
