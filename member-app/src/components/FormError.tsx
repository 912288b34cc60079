import { Alert } from '@dilemma/design-system'

/** A form's failure, announced to screen readers; nothing while there is none. */
export function FormError({ text }: { text: string | null | undefined | false }) {
  if (!text) return null
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  )
}
