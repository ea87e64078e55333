import type { Difficulty, Equipment } from '@/api/moves/moveTypes'

/** "None" is a stored value; on screen it has to say what it means. */
export const equipmentLabel = (equipment: Equipment) => (equipment === 'None' ? 'No equipment' : equipment)

export const difficultyLabel = (difficulty: Difficulty) => difficulty.charAt(0).toUpperCase() + difficulty.slice(1)
