import type { GeneratedQuestion } from '@dilemma/api-client'
import { Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { useId } from 'react'
import { optionLetters } from '../utils/optionLetters'

interface GeneratedQuestionCardProps {
  question: Pick<GeneratedQuestion, 'title' | 'description' | 'options'>
  /** A line under the options, e.g. the brand on the social-media image. */
  footer?: string
}

/**
 * The question as a poll card: title, description and the options lettered A to D, every text in
 * full. Not the design system's PollCard: its options are vote buttons or result bars and it cuts
 * long texts behind "read more", which an exported image cannot open.
 */
export function GeneratedQuestionCard({ question, footer }: GeneratedQuestionCardProps) {
  const titleId = useId()
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="lg" shadow="sm" bg="white">
      <Stack gap="md">
        <Title order={3} size="h3" id={titleId} className="dilemma-break-anywhere">
          {question.title}
        </Title>
        <Text c="dark.6" className="dilemma-pre-line dilemma-break-anywhere">
          {question.description}
        </Text>
        <Stack component="ol" gap="sm" className="dilemma-plain-list">
          {question.options.map((option, index) => (
            <Group
              component="li"
              key={optionLetters[index]}
              gap={8}
              wrap="nowrap"
              align="flex-start"
              px="md"
              py={8}
              bdrs="xl"
              bd="2px solid rose.2"
            >
              <Text span fw={800} c="rose.7">
                {optionLetters[index]}
              </Text>{' '}
              <Text span fw={600} className="dilemma-break-anywhere">
                {option}
              </Text>
            </Group>
          ))}
        </Stack>
        {footer && (
          <Text size="sm" c="dimmed" ta="center" fw={600}>
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
