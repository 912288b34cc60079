import { FeatureTexts } from '../../../shared/components/FeatureTexts'
import { RegistrationEmailSteps } from '../../../shared/components/registration/RegistrationEmailSteps'
import { screenTexts } from '../../../i18n/messages'

/** The landing page's registration steps, shown once the form fields' messages have arrived. */
export default function RegistrationStepsWithTexts() {
  return (
    <FeatureTexts groups={screenTexts.forms}>
      <RegistrationEmailSteps />
    </FeatureTexts>
  )
}
