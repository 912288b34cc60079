import { FeatureTexts } from '../../../shared/components/FeatureTexts'
import { RegistrationEmailSteps } from '../../../shared/components/registration/RegistrationEmailSteps'
import { formTexts } from '../../../shared/lib/sharedTexts'

/** The landing page's registration steps, shown once the form fields' messages have arrived. */
export default function RegistrationStepsWithTexts() {
  return (
    <FeatureTexts groups={formTexts}>
      <RegistrationEmailSteps />
    </FeatureTexts>
  )
}
