import type { PostTag } from '@dilemma/api-client'
import { Link } from '@dilemma/app-runtime'
import { Anchor, Group } from '@dilemma/design-system'
import { clientPath } from '@dilemma/contract/client-paths'

/** The poll's tags; each opens the feed filtered by it. */
export function PostTags({ tags }: { tags: PostTag[] }) {
  if (tags.length === 0) return null
  return (
    <Group gap="xs">
      {tags.map((tag) => (
        <Anchor
          key={tag.id}
          component={Link}
          to={clientPath('feed', {}, { tag: tag.id })}
          // Choosing a tag starts the filtered feed from its top (member-spec §4 Feed).
          onClick={() => window.scrollTo({ top: 0 })}
          className="dilemma-touch-target"
          size="sm"
          fw={600}
          c="plum.7"
        >
          #{tag.name}
        </Anchor>
      ))}
    </Group>
  )
}
