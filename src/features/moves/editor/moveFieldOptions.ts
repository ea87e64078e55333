import { BODY_AREAS, DIFFICULTIES, EQUIPMENT, type Difficulty, type Equipment, type MoveVisibility } from '@/api/moves/moveTypes'
import type { RadioOption } from './RadioGroupField'
import type { SelectOption } from '@/ui/field/SelectField'

const equipmentLabel = (equipment: Equipment) => (equipment === 'None' ? 'No equipment' : equipment)

const difficultyLabels: Record<Difficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' }

export const bodyAreaOptions: readonly SelectOption[] = BODY_AREAS.map((area) => ({ value: area, label: area }))

export const equipmentOptions: readonly SelectOption[] = EQUIPMENT.map((item) => ({ value: item, label: equipmentLabel(item) }))

export const difficultyOptions: readonly RadioOption[] = DIFFICULTIES.map((level) => ({ value: level, label: difficultyLabels[level] }))

const visibilityText: Record<MoveVisibility, RadioOption> = {
  published: { value: 'published', label: 'Published', description: 'In every member’s library.' },
  private: { value: 'private', label: 'Private', description: 'Only you can see it.' },
}

export const visibilityOptions: readonly RadioOption[] = [visibilityText.published, visibilityText.private]
