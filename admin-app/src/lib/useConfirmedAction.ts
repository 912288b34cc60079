import { useMutation } from '@dilemma/app-runtime'

/** Asks the admin a yes/no question; true when they agree. */
export type ConfirmGate = (message: string) => boolean

const askInBrowser: ConfirmGate = (message) => window.confirm(message)

export interface ConfirmedActionOptions<TVariables, TData> {
  /** The call to make once the admin agreed. */
  mutationFn: (variables: TVariables) => Promise<TData>
  /** After success, e.g. invalidating the list the action changed; awaited before the action settles. */
  onSuccess?: (data: TData, variables: TVariables) => unknown
  /** After a failure, e.g. reloading the item that may have changed meanwhile. */
  onError?: (error: Error, variables: TVariables) => unknown
  /** The question's gate; the browser's confirmation dialog unless given. */
  confirm?: ConfirmGate
}

/**
 * An admin action that asks for a confirmation first (admin-spec §5): `run(question, variables)`
 * asks, and calls the server only when the admin agrees. `mutation` is the TanStack mutation, for
 * its pending state, its error and the item it acts on (`mutation.variables`).
 */
export function useConfirmedAction<TVariables, TData>({
  mutationFn,
  onSuccess,
  onError,
  confirm = askInBrowser,
}: ConfirmedActionOptions<TVariables, TData>) {
  const mutation = useMutation({ mutationFn, onSuccess, onError })

  /** Returns whether the admin agreed (and the action started). */
  const run = (question: string, variables: TVariables) => {
    if (!confirm(question)) return false
    mutation.mutate(variables)
    return true
  }

  return { mutation, run }
}
