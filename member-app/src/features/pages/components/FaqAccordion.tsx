import type { SiteFacts } from '@dilemma/api-client'
import { FormattedMessage, useIntl, useLocation } from '@dilemma/app-runtime'
import { Stack, Text, Title } from '@dilemma/design-system'
import { Accordion } from '@dilemma/design-system/extras'
import { useEffect, useState } from 'react'
import { FAQ_CATEGORIES, questionOfHash } from '../lib/faqCatalogue'
import { faqValues } from '../lib/faqValues'

/** The questions by category; `/faq#<id>` opens that question and scrolls to it. */
export function FaqAccordion({ facts }: { facts: SiteFacts }) {
  const intl = useIntl()
  const { hash } = useLocation()
  const linked = questionOfHash(hash)
  const [open, setOpen] = useState<string[]>(linked ? [linked] : [])
  const values = faqValues(facts, intl)

  useEffect(() => {
    if (!linked) return
    setOpen((current) => (current.includes(linked) ? current : [...current, linked]))
    document.getElementById(linked)?.scrollIntoView?.({ block: 'start' })
  }, [linked])

  return (
    <Stack gap="xl">
      {FAQ_CATEGORIES.map((category) => (
        <Stack key={category.id} gap="xs" component="section" aria-labelledby={`faq-${category.id}`}>
          <Title order={2} size="h3" id={`faq-${category.id}`}>
            <FormattedMessage id={`member.faq.category.${category.id}`} />
          </Title>
          <Accordion multiple variant="separated" value={open} onChange={setOpen}>
            {category.questions.map((question) => (
              <Accordion.Item key={question} value={question} id={question} style={{ scrollMarginTop: 80 }}>
                <Accordion.Control>
                  <FormattedMessage id={`member.faq.q.${question}`} />
                </Accordion.Control>
                <Accordion.Panel>
                  <Text className="dilemma-pre-line dilemma-break-anywhere">
                    <FormattedMessage id={`member.faq.a.${question}`} values={values} />
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  )
}
