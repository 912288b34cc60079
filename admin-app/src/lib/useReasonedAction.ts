import { useState } from 'react'
import type { StatementOfReasons } from '@dilemma/api-client'
import { useMutation } from '@dilemma/app-runtime'
import type { ReasonDialogProps } from './ReasonDialog'

export interface ReasonedActionOptions<TVariables, TData> {
  /** The call to make once the admin gave a reason. */
  mutationFn: (variables: TVariables, statement: StatementOfReasons) => Promise<TData>
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: Error, variables: TVariables) => unknown
}

/**
 * A decision that restricts a member: `ask(question, variables)` opens the reason dialog (render
 * `<ReasonDialog key={dialogKey} {...dialog} />`: a new question starts with an empty form), and the call is made with the reason she will be told. A
 * dialog closed without a reason changes nothing.
 */
export function useReasonedAction<TVariables, TData>({
  mutationFn,
  onSuccess,
  onError,
}: ReasonedActionOptions<TVariables, TData>) {
  const mutation = useMutation({
    mutationFn: ({ variables, statement }: { variables: TVariables; statement: StatementOfReasons }) =>
      mutationFn(variables, statement),
    onSuccess: (data, { variables }) => onSuccess?.(data, variables),
    onError: (error, { variables }) => onError?.(error, variables),
  })
  const [asking, setAsking] = useState<{ question: string; variables: TVariables } | null>(null)

  const ask = (question: string, variables: TVariables) => {
    mutation.reset()
    setAsking({ question, variables })
  }

  const dialogKey = asking?.question ?? 'closed'
  const dialog: ReasonDialogProps = {
    question: asking?.question ?? null,
    busy: mutation.isPending,
    onCancel: () => setAsking(null),
    onConfirm: (statement) => {
      if (!asking) return
      mutation.mutate({ variables: asking.variables, statement }, { onSettled: () => setAsking(null) })
    },
  }

  /** What the running (or last) call acts on. */
  const variables = mutation.variables?.variables
  return { mutation, ask, dialog, dialogKey, variables }
}
