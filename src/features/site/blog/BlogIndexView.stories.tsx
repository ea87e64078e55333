import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { empty, failed, fixturePage, fixturePosts, fixtureTerms, loading, noQuery, notFound, offline, ready, remote } from './blogFixtures.testing'
import { BlogIndexView } from './BlogIndexView'

/** /blog as drawn, from fixtures: each state without a server. */
const meta = {
  title: 'Site/Blog/BlogIndex',
  component: BlogIndexView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.blog()]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    query: noQuery,
    posts: remote(ready(fixturePage(fixturePosts))),
    terms: remote(ready(fixtureTerms)),
    onChange: () => undefined,
    linkToPage: (page: number) => paths.blog({ page }),
  },
} satisfies Meta<typeof BlogIndexView>

export default meta
type Story = StoryObj<typeof meta>

/** The eight published posts, newest first. */
export const Ready: Story = {}

/** Two tags, all of them: the posts that carry both. */
export const Filtered: Story = {
  args: {
    query: { ...noQuery, tags: ['beginners', 'bodyweight'], rule: 'all' },
    posts: remote(ready(fixturePage(fixturePosts.filter((post) => ['beginners', 'bodyweight'].every((slug) => post.tags.some((tag) => tag.slug === slug)))))),
  },
}

/** The second of three pages. */
export const Paged: Story = {
  args: { query: { ...noQuery, page: 2 }, posts: remote(ready(fixturePage(fixturePosts.slice(3, 6), { page: 2, limit: 3, total: 8, num_pages: 3 }))) },
}

export const NoMatch: Story = {
  name: 'Empty: no posts match',
  args: { query: { ...noQuery, tags: ['kettlebell'], categories: ['recovery'], rule: 'all' }, posts: remote(empty(fixturePage([]))) },
}

export const NoPosts: Story = { name: 'Empty: nothing published', args: { posts: remote(empty(fixturePage([]))), terms: remote(ready({ tags: [], categories: [] })) } }

export const UnknownTopic: Story = { args: { query: { ...noQuery, tags: ['gone-for-good'] }, posts: remote(notFound) } }

export const Loading: Story = { args: { posts: remote(loading), terms: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { posts: remote(failed), terms: remote(failed) } }

export const Offline: Story = { args: { posts: remote(offline), terms: remote(offline) } }
