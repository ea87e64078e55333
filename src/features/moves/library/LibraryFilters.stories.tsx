import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LibraryFilters, type LibraryFiltersProps } from './LibraryFilters'
import { NO_FILTERS, type MoveFilters } from './moveFilters'

function Stateful(args: LibraryFiltersProps) {
  const [filters, setFilters] = useState<MoveFilters>(args.filters)
  return (
    <LibraryFilters
      filters={filters}
      onChange={(next) => {
        setFilters(next)
        args.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Moves/LibraryFilters',
  component: LibraryFilters,
  args: { filters: NO_FILTERS, onChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LibraryFilters>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithSelections: Story = {
  args: { filters: { ...NO_FILTERS, areas: ['Core', 'Mobility'], equipment: ['None'], durations: ['under-30'] } },
}
