/**
 * On a phone the toasts take turns (one at a time, never more than a quarter of the screen): the
 * one on screen stays until it is over, even when newer ones arrive meanwhile; then the first of
 * the others, the newest, follows. `waiting` is how many are behind the one shown.
 */
export function toastOnPhone<Toast extends { key: string }>(
  toasts: readonly Toast[],
  onScreenKey: string | null,
): { shown: Toast | null; waiting: number } {
  const shown = toasts.find((toast) => toast.key === onScreenKey) ?? toasts[0] ?? null
  return { shown, waiting: shown ? toasts.length - 1 : 0 }
}
