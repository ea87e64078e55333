import { SHORTCUT_HELP } from './playerShortcuts'

/** A native disclosure, so it opens with Enter or Space and needs no script to be accessible. */
export function ShortcutsHelp() {
  return (
    <details className="move-player__shortcuts">
      <summary>Keyboard shortcuts</summary>
      <p>When the player or one of its controls has focus:</p>
      <dl>
        {SHORTCUT_HELP.map(({ keys, does }) => (
          <div key={keys} className="move-player__shortcut">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
