/**
 * Resolves in a task of its own: what comes after it is no part of the current task (a slow
 * phone's long tasks stay shorter).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
