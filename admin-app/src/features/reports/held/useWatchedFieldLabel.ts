import { useIntl } from '@dilemma/app-runtime'

/** Names the poll field a watched word matched in (`title`, `option_c`, `tags.1`…) as the console does. */
export function useWatchedFieldLabel(): (field: string) => string {
  const intl = useIntl()
  return (field) => {
    const option = /^option_([a-d])$/.exec(field)
    if (option) return intl.formatMessage({ id: 'admin.watchedField.option' }, { letter: option[1]!.toUpperCase() })
    const tag = /^tags\.(\d+)$/.exec(field)
    if (tag) return intl.formatMessage({ id: 'admin.watchedField.tag' }, { number: Number(tag[1]) + 1 })
    if (field === 'title' || field === 'description') return intl.formatMessage({ id: `admin.watchedField.${field}` })
    return field
  }
}
