// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageAssets, type ClientManifest } from './pageAssets'

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_button.js': { file: 'assets/button-1.js', css: ['assets/button-1.css'], imports: ['_react.js'] },
  'src/app/layouts/VisitorLayout.tsx': { file: 'assets/VisitorLayout-1.js', css: ['assets/layout-1.css'], imports: ['_button.js'] },
  'src/features/site/pages/FaqPage.tsx': { file: 'assets/FaqPage-1.js', css: ['assets/FaqPage-1.css'], imports: ['_button.js', '_react.js'] },
}

describe('what a prerendered page links beyond the entry', () => {
  it('gives the layout’s and the page’s styles and code, imports before importers, each once', () => {
    expect(pageAssets(manifest, ['src/app/layouts/VisitorLayout.tsx', 'src/features/site/pages/FaqPage.tsx'])).toEqual({
      stylesheets: ['/assets/button-1.css', '/assets/layout-1.css', '/assets/FaqPage-1.css'],
      modulePreloads: ['/assets/button-1.js', '/assets/VisitorLayout-1.js', '/assets/FaqPage-1.js'],
    })
  })

  it('gives the code of the module that loads the page, when the page is loaded through one', () => {
    const throughLoaders: ClientManifest = {
      ...manifest,
      'src/app/routes/visitorPages.ts': { file: 'assets/visitorPages-1.js', dynamicImports: ['src/features/site/pages/FaqPage.tsx'] },
    }
    expect(pageAssets(throughLoaders, ['src/features/site/pages/FaqPage.tsx']).modulePreloads).toEqual([
      '/assets/visitorPages-1.js',
      '/assets/button-1.js',
      '/assets/FaqPage-1.js',
    ])
  })

  it('fails the build when a page’s module is not in the build', () => {
    expect(() => pageAssets(manifest, ['src/features/site/pages/Moved.tsx'])).toThrow(/Moved\.tsx is not in the client build/)
  })
})
