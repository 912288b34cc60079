import type { SiteImprint } from '@dilemma/api-client'
import { FormattedMessage, useLanguage } from '@dilemma/app-runtime'
import { Alert, Anchor, Stack, Text, Title } from '@dilemma/design-system'
import { ContentPage } from './components/ContentPage'
import { WithSiteFacts } from './components/WithSiteFacts'
import { DISCLAIMER_SECTIONS, IMPRESSUM_HEADINGS } from './lib/impressumText'

function Operator({ imprint, email }: { imprint: SiteImprint; email: string }) {
  return (
    <Stack gap="md" lang="de">
      {imprint.demo && (
        <Alert color="yellow" variant="light" title="Beispielangaben">
          <FormattedMessage id="member.impressum.sampleValues" />
        </Alert>
      )}
      <Stack gap={4} component="section" aria-labelledby="impressum-provider">
        <Title order={2} size="h3" id="impressum-provider">
          {IMPRESSUM_HEADINGS.provider}
        </Title>
        <Text>{imprint.name}</Text>
        <Text className="dilemma-pre-line">{imprint.address.split(/,\s*/).join('\n')}</Text>
      </Stack>
      <Stack gap={4} component="section" aria-labelledby="impressum-contact">
        <Title order={2} size="h3" id="impressum-contact">
          {IMPRESSUM_HEADINGS.contact}
        </Title>
        <Text>
          E-Mail: <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      </Stack>
      <Stack gap={4} component="section" aria-labelledby="impressum-tax">
        <Title order={2} size="h3" id="impressum-tax">
          {IMPRESSUM_HEADINGS.tax}
        </Title>
        <Text>
          {IMPRESSUM_HEADINGS.taxNote} {imprint.taxId}
        </Text>
      </Stack>
      <Stack gap={4} component="section" aria-labelledby="impressum-responsible">
        <Title order={2} size="h3" id="impressum-responsible">
          {IMPRESSUM_HEADINGS.responsible}
        </Title>
        <Text>{imprint.name}</Text>
      </Stack>
    </Stack>
  )
}

function Disclaimer() {
  return (
    <Stack gap="md" lang="de" component="section" aria-labelledby="impressum-disclaimer">
      <Title order={2} id="impressum-disclaimer">
        {IMPRESSUM_HEADINGS.disclaimer}
      </Title>
      {DISCLAIMER_SECTIONS.map((section, index) => (
        <Stack key={section.id} gap={4} component="section" aria-labelledby={`disclaimer-${section.id}`}>
          <Title order={3} size="h4" id={`disclaimer-${section.id}`}>
            {index + 1}. {section.title}
          </Title>
          <Text className="dilemma-break-anywhere">{section.text}</Text>
        </Stack>
      ))}
    </Stack>
  )
}

/** /impressum — the German legal notice, with the operator's details from the server's configuration. */
export function ImpressumPage() {
  const { language } = useLanguage()
  return (
    <ContentPage page="impressum">
      {language !== 'de' && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.impressum.languageNote" />
        </Text>
      )}
      <WithSiteFacts>{(facts) => <Operator imprint={facts.imprint} email={facts.contactEmail} />}</WithSiteFacts>
      <Disclaimer />
    </ContentPage>
  )
}
