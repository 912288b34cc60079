import { useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { Pill, useDebouncedValue } from '@dilemma/design-system/widgets'
import { useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useCreateTag } from '../api/useCreateTag'
import { useTagSearch } from '../api/useTagSearch'
import { POST_LIMITS } from '@/entities/post'
import { addTag } from '../lib/tagRules'
import type { TagAddition } from '../lib/tagRules'

interface TagInputProps {
  tags: string[]
  onChange: (tags: string[]) => void
}

/**
 * Suggestions from 2 characters on; Enter adds the existing tag of that name or creates it;
 * a fourth tag is refused with a message.
 */
export function TagInput({ tags, onChange }: TagInputProps) {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<TagAddition['refusal']>(undefined)
  const [searchText] = useDebouncedValue(text, 250)
  const search = useTagSearch(searchText)
  const createTag = useCreateTag()
  const suggestions = (search.data?.tags ?? []).filter((tag) => !tags.includes(tag.name))

  const add = (name: string) => {
    const result = addTag(tags, name)
    setRefusal(result.refusal)
    if (result.refusal) return
    onChange(result.tags)
    setText('')
  }

  const addTyped = async () => {
    const name = text.trim()
    if (!name) return
    const existing = search.data?.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase())
    if (existing) return add(existing.name)
    if (addTag(tags, name).refusal) return add(name)
    const created = await createTag.mutateAsync(name).catch(() => undefined)
    add(created?.tag.name ?? name)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void addTyped()
  }

  return (
    <Stack gap={6}>
      <TextInput
        label={intl.formatMessage({ id: 'member.posts.form.tagsLabel' })}
        description={intl.formatMessage({ id: 'member.posts.form.tagsHint' })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={POST_LIMITS.tagName}
      />
      {suggestions.length > 0 && text.trim().length >= 2 && (
        <Group gap={4} aria-label={intl.formatMessage({ id: 'member.posts.form.tagSuggestions' })}>
          {suggestions.map((tag) => (
            <Button key={tag.id} size="compact-xs" variant="light" color="plum" onClick={() => add(tag.name)}>
              #{tag.name}
            </Button>
          ))}
        </Group>
      )}
      {tags.length > 0 && (
        <Pill.Group>
          {tags.map((tag) => (
            <Pill
              key={tag}
              withRemoveButton
              onRemove={() => onChange(tags.filter((other) => other !== tag))}
              removeButtonProps={{
                'aria-label': intl.formatMessage({ id: 'member.posts.form.removeTag' }, { tag }),
                'aria-hidden': false,
                tabIndex: 0,
              }}
            >
              #{tag}
            </Pill>
          ))}
        </Pill.Group>
      )}
      {refusal && (
        <Alert color="orange" variant="light" role="alert">
          {intl.formatMessage({ id: `member.posts.form.tags.${refusal}` })}
        </Alert>
      )}
    </Stack>
  )
}
