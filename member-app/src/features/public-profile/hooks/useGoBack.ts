import { useLocation, useNavigate } from '@dilemma/app-runtime'

/**
 * Back to where the reader came from; to the feed when the page was the first one opened in this
 * tab (a shared link), where going back would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  const { key } = useLocation()
  return () => void (key === 'default' ? navigate('/feed') : navigate(-1))
}
