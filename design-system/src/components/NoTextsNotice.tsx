import { ErrorState } from './ErrorState'

// Shown only when no language could be loaded at all, so it cannot come from a catalog.
const noTextsTitle = 'Dilemma konnte nicht geladen werden · Dilemma could not be loaded · Dilemma yüklenemedi'
const noTextsMessage = 'Bitte prüfe deine Verbindung. · Please check your connection. · Lütfen bağlantını kontrol et.'

/** CatalogIntlProvider's `unavailable` notice: trilingual, with a reload button. */
export function NoTextsNotice() {
  return (
    <ErrorState title={noTextsTitle} message={noTextsMessage} retryLabel="↻" onRetry={() => window.location.reload()} />
  )
}
