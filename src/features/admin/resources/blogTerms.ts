import { z } from 'zod'
import type { BlogTermCount } from '@/api/blog/blogTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { adminPaths } from '@/shared/paths/adminPaths'
import { defineResource, type FieldDefinition } from '../engine/resourceDefinition'

/**
 * The blog's categories and tags (the `category` and `tags` calls), as read-only lists with how many
 * posts carry each. The blog calls have no call of their own to add, rename or delete a term: a term
 * is made by naming it on a post and goes when no post carries it any longer, so these lists are
 * where an admin sees them, and posts are where they change.
 */

type AdminBlogTerm = BlogTermCount & DbRecord

const name = (record: DbRecord) => (typeof record.name === 'string' ? record.name : `#${record.id}`)

/** A post's category, chosen or typed by name, with the existing ones offered. */
export const blogCategoryChoice: NonNullable<FieldDefinition['suggest']> = { resource: 'blog_categories', label: name }
export const blogTagChoice: NonNullable<FieldDefinition['suggest']> = { resource: 'blog_tags', label: name }

const termFields: FieldDefinition[] = [
  { name: 'name', label: 'Name', kind: 'text', readOnly: true },
  { name: 'slug', label: 'Slug', kind: 'text', readOnly: true },
  { name: 'post_count', label: 'Posts', kind: 'number', readOnly: true },
]

const TERMS = {
  category: { name: 'blog_categories', table: 'blog_category', labels: { singular: 'blog category', plural: 'Blog categories' }, paths: adminPaths.blogCategories },
  tag: { name: 'blog_tags', table: 'blog_tag', labels: { singular: 'blog tag', plural: 'Blog tags' }, paths: adminPaths.blogTags },
} as const

/** Categories and tags are one kind of list, told apart by their table and their public address. */
function termResource(kind: keyof typeof TERMS) {
  const term = TERMS[kind]
  return defineResource<AdminBlogTerm>({
    ...term,
    fields: termFields,
    schema: z.object({}),
    columns: [
      { field: 'name', label: 'Name', sortable: true },
      { field: 'slug', label: 'Public address', sortable: true, value: (record: AdminBlogTerm) => `/blog/${kind}/${record.slug}` },
      { field: 'post_count', label: 'Posts', sortable: true },
    ],
    searchField: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    recordLabel: (record) => record.name,
    canDelete: false,
  })
}

export const blogCategories = termResource('category')
export const blogTags = termResource('tag')
