import type { ReportGroupPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Group, Stack, Text } from '@dilemma/design-system'
import { Image } from '@dilemma/design-system/extras'

/** The poll's options, lettered A to D, each with its uploaded image if it has one. */
export function ReportedPollOptions({ post }: { post: ReportGroupPost }) {
  const intl = useIntl()

  return (
    <Stack
      component="ol"
      gap="xs"
      className="dilemma-plain-list"
      aria-label={intl.formatMessage({ id: 'admin.reports.options' }, { title: post.title })}
    >
      {post.options.map((option) => (
        <Box component="li" key={option.letter}>
          <Group gap="sm" wrap="nowrap">
            {option.image_url && (
              <Image
                src={option.image_url}
                alt={intl.formatMessage({ id: 'admin.reports.imageAlt' }, { letter: option.letter, title: post.title })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
            )}
            <Text>
              <Text span fw={700}>
                {option.letter}
              </Text>
              {`: ${option.text}`}
            </Text>
          </Group>
        </Box>
      ))}
    </Stack>
  )
}
