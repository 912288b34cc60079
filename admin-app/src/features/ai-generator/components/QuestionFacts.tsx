import type { GeneratedQuestion } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Text } from '@dilemma/design-system'
import { SimpleGrid } from '@dilemma/design-system/widgets'
import type { ReactNode } from 'react'
import { focusCategoryIds } from '../utils/focusCategories'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Box>
  )
}

/** The focus category the question was written for (translated by id) and which AI wrote it. */
export function QuestionFacts({ question }: { question: GeneratedQuestion }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const { id, name } = question.category
  // The server's name is a key-like English word: shown only for an id we do not know.
  const known = focusCategoryIds.includes(id)

  return (
    <SimpleGrid renderRoot={(props) => <dl {...props} />} cols={{ base: 1, xs: 2 }} m={0}>
      <Fact term={text('admin.aiGenerator.preview.category')}>
        <Text span fw={600}>
          {known ? text(`admin.aiGenerator.category.${id}.name`) : name}
        </Text>
        {known && ' '}
        {known && (
          <Text span size="sm" c="dimmed" display="block">
            {text(`admin.aiGenerator.category.${id}.description`)}
          </Text>
        )}
      </Fact>
      <Fact term={text('admin.aiGenerator.preview.source')}>
        {text(`admin.aiGenerator.provider.${question.provider}`)}
      </Fact>
    </SimpleGrid>
  )
}
