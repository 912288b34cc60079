import { LANGUAGES, type Language } from '@dilemma/api-client'
import { InvalidArgumentError } from 'commander'
import { CliError } from './cli-error.js'

/** Parsers for option and argument values shared by the commands. */

export function positiveInteger(value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('must be a whole number from 1')
  return number
}

export function language(value: string): Language {
  const found = LANGUAGES.find((candidate) => candidate === value)
  if (!found) throw new InvalidArgumentError(`must be ${LANGUAGES.join(', ')}`)
  return found
}

/**
 * Ids typed on the command line (`12 13` or `12,13`), each once and in the order given; anything
 * else is refused before a single call is made.
 */
export function parseIds(raw: readonly string[], noun: string): number[] {
  const texts = raw.flatMap((text) => text.split(',')).filter((text) => text.trim() !== '')
  if (texts.length === 0) throw new CliError(`no ${noun} ids given`, 'USAGE')
  const ids = texts.map((text) => {
    const id = Number(text)
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(id) || id < 1)
      throw new CliError(`"${text}" is not a valid ${noun} id`, 'USAGE')
    return id
  })
  return [...new Set(ids)]
}
