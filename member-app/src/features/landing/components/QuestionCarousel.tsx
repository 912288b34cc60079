import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Badge, Box, Group, Paper, Stack, Text, UnstyledButton, useDocumentVisibility } from '@dilemma/design-system'
import { useEffect, useState } from 'react'
import { carouselIntervalMs, exampleQuestionIds } from '../lib/exampleQuestions'

/** Advances every 5 s; a hidden browser tab pauses it. */
export function QuestionCarousel() {
  const intl = useIntl()
  const visibility = useDocumentVisibility()
  const [current, setCurrent] = useState(0)
  const total = exampleQuestionIds.length

  useEffect(() => {
    if (visibility !== 'visible') return
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % total), carouselIntervalMs)
    return () => window.clearInterval(timer)
  }, [visibility, total])

  const id = exampleQuestionIds[current] ?? 'q1'
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'member.landing.carousel.label' })}
    >
      <Paper shadow="md" p="xl" withBorder aria-live="polite" mih={220}>
        <Stack gap="lg">
          <Text fz="xl" fw={800} c="plum.9">
            <FormattedMessage id={`member.landing.carousel.${id}.question`} />
          </Text>
          <Group gap="sm">
            {(['a', 'b'] as const).map((option) => (
              <Badge key={option} size="xl" variant="light" color={option === 'a' ? 'rose' : 'plum'} tt="none">
                {option.toUpperCase()} · <FormattedMessage id={`member.landing.carousel.${id}.${option}`} />
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
      {/* Each dot sits in a 24 px high target (WCAG 2.2 target size); the dot itself stays small. */}
      <Group justify="center" gap={0} mt="md">
        {exampleQuestionIds.map((questionId, index) => (
          <UnstyledButton
            key={questionId}
            onClick={() => setCurrent(index)}
            aria-label={intl.formatMessage({ id: 'member.landing.carousel.goTo' }, { number: index + 1, total })}
            aria-current={index === current ? 'true' : undefined}
            miw={24}
            h={24}
            px={4}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Box
              w={index === current ? 24 : 10}
              h={10}
              bg={index === current ? 'rose.7' : 'rose.2'}
              style={{ borderRadius: 5, transition: 'width 200ms ease' }}
            />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  )
}
