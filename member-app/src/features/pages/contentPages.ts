import type { ComponentType } from 'react'
import { FaqPage } from './FaqPage'
import { ImpressumPage } from './ImpressumPage'
import { PrivacyPage } from './PrivacyPage'
import { TermsPage } from './TermsPage'
import type { ContentPageKey } from './components/ContentPage'

/** The four content pages, one lazy chunk: the routes name them by path. */
export const contentPages: Record<ContentPageKey, ComponentType> = {
  faq: FaqPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  impressum: ImpressumPage,
}
