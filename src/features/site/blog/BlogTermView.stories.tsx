import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { pageLink } from './blogQuery'
import { empty, failed, fixturePage, fixturePosts, loading, notFound, offline, ready, remote } from './blogFixtures.testing'
import { BlogTermView } from './BlogTermView'

const technique = fixturePosts.filter((post) => post.category?.slug === 'technique')
const techniqueTerm = technique[0]!.category!

/** /blog/category/{slug} and /blog/tag/{slug} as drawn, from fixtures. */
const meta = {
  title: 'Site/Blog/BlogTerm',
  component: BlogTermView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.blogCategory('technique')]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    kind: 'category',
    posts: remote(ready(fixturePage(technique, { categories: [techniqueTerm] }))),
    linkToPage: (page: number) => pageLink(paths.blogCategory('technique'), page),
  },
} satisfies Meta<typeof BlogTermView>

export default meta
type Story = StoryObj<typeof meta>

export const Category: Story = {}

export const Tag: Story = {
  args: {
    kind: 'tag',
    posts: remote(ready(fixturePage(fixturePosts.filter((post) => post.tags.some((tag) => tag.slug === 'mobility')), { tags: [{ id: 1, slug: 'mobility', name: 'Mobility' }] }))),
    linkToPage: (page: number) => pageLink(paths.blogTag('mobility'), page),
  },
}

/** A page past the last. */
export const Empty: Story = { args: { posts: remote(empty(fixturePage([], { page: 4, categories: [techniqueTerm] }))) } }

/** An unknown category or tag: the 404 page. */
export const NotFound: Story = { args: { posts: remote(notFound) } }

export const Loading: Story = { args: { posts: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { posts: remote(failed) } }

export const Offline: Story = { args: { posts: remote(offline) } }
