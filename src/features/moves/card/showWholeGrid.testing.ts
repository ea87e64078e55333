/** Tests only: jsdom has no layout, so a tall window makes the virtual grid render every card. */
export function showWholeGrid(height = 100_000): () => void {
  const original = window.innerHeight
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height })
  return () => Object.defineProperty(window, 'innerHeight', { configurable: true, value: original })
}
