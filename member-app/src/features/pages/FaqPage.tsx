import { FormattedMessage, useLanguage } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'
import { ContentPage } from './components/ContentPage'
import { FaqAccordion } from './components/FaqAccordion'
import { WithSiteFacts } from './components/WithSiteFacts'

/** /faq — questions members ask, in English or German (Turkish readers get the English texts). */
export function FaqPage() {
  const { language } = useLanguage()
  return (
    <ContentPage page="faq">
      {language === 'tr' && (
        <Alert color="plum" variant="light">
          <FormattedMessage id="member.faq.languageNote" />
        </Alert>
      )}
      <WithSiteFacts>{(facts) => <FaqAccordion facts={facts} />}</WithSiteFacts>
    </ContentPage>
  )
}
