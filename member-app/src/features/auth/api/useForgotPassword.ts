import { useApiClient, useMutation } from '@dilemma/app-runtime'
import { useCurrentLanguage } from '@/lib/currentLanguage'

/** `POST /auth/forgot-password`: the answer is the same whether the address exists or not. */
export function useForgotPassword() {
  const client = useApiClient()
  const language = useCurrentLanguage()
  return useMutation({ mutationFn: (email: string) => client.accounts.forgotPassword({ email, language }) })
}
