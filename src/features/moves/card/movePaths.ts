/** Paths of the move pages other engineers build; written once so cards and tests agree. */
export const moveDetailPath = (id: number) => `/user/view-moves/${id}`
export const editMovePath = (id: number) => `/user/move/edit/${id}`
export const ADD_MOVE_PATH = '/user/move/add'
export const LIBRARY_PATH = '/user/library'
