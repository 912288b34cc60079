import { LegalPage } from './components/LegalPage'
import { TERMS_SECTIONS, TERMS_UPDATED } from './lib/legalTexts'

/** /terms — the terms of service in the current language. */
export function TermsPage() {
  return <LegalPage page="terms" sections={TERMS_SECTIONS} updated={TERMS_UPDATED} />
}
