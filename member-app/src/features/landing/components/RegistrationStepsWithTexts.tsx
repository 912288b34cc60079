import { FeatureTexts } from '@/components/FeatureTexts'
import { RegistrationEmailSteps } from '@/components/registration/RegistrationEmailSteps'
import { formTexts } from '@/lib/sharedTexts'

/** The landing page's registration steps, shown once the form fields' messages have arrived. */
export default function RegistrationStepsWithTexts() {
  return (
    <FeatureTexts groups={formTexts}>
      <RegistrationEmailSteps />
    </FeatureTexts>
  )
}
