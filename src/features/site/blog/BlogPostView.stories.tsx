import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { failed, fixtureAnswer, fixturePosts, loading, notFound, offline, ready, remote } from './blogFixtures.testing'
import { BlogPostView } from './BlogPostView'

/** /blog/{slug} as drawn, from fixtures: the body renders through the app's one Markdown renderer. */
const meta = {
  title: 'Site/Blog/BlogPost',
  component: BlogPostView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.blogPost(fixturePosts[0]!.slug)]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { post: remote(ready(fixtureAnswer())) },
} satisfies Meta<typeof BlogPostView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}

/** A post with an external link (rel="noopener noreferrer") and a list of moves. */
export const WithExternalLink: Story = {
  args: { post: remote(ready(fixtureAnswer(fixturePosts.find((post) => post.slug === 'your-first-four-weeks')))) },
}

/** A post with nothing related: no "Read next". */
export const NothingRelated: Story = { args: { post: remote(ready({ ...fixtureAnswer(), related: [] })) } }

/** An unknown slug, a draft or a scheduled post not yet due: the 404 page. */
export const NotFound: Story = { args: { post: remote(notFound) } }

export const Loading: Story = { args: { post: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { post: remote(failed) } }

export const Offline: Story = { args: { post: remote(offline) } }
