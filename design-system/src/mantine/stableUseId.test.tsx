import { useId as mantineUseId } from '@mantine/hooks'
import { render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mantineStableIds } from '../../vite/mantineStableIds'
import { useId } from './stableUseId'

function countRenders(useAnId: (staticId?: string) => string, staticId?: string) {
  let renders = 0
  function Labelled() {
    renders += 1
    return <p data-testid="labelled" id={useAnId(staticId)} />
  }
  const { unmount } = render(<Labelled />)
  return { renders: () => renders, id: () => screen.getByTestId('labelled').id, unmount }
}

describe('stableUseId', () => {
  it('renders a component once, where Mantine’s useId renders it again after mounting', () => {
    const mantine = countRenders(mantineUseId)
    expect(mantine.renders()).toBe(2)
    mantine.unmount()
    const stable = countRenders(useId)
    expect(stable.renders()).toBe(1)
    expect(stable.id()).toMatch(/^mantine-\S+$/)
  })

  it('keeps an id given by the caller', () => {
    expect(countRenders(useId, 'given').id()).toBe('given')
  })
})

describe('mantineStableIds', () => {
  const plugin = mantineStableIds()
  const load = plugin.load as (id: string) => string | null
  // Mantine's CommonJS entry: cjs/index.cjs beside esm/.
  const hooksPackage = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/hooks')))
  const mantineFile = join(hooksPackage, 'esm/use-id/use-id.mjs')

  it('puts stableUseId in place of the file that holds Mantine’s useId', () => {
    expect(readFileSync(mantineFile, 'utf8')).toMatch(/as useId\s*\}/)
    expect(load(mantineFile)).toMatch(/^export \{ useId \} from ".*stableUseId\.ts"$/)
  })

  it('leaves every other module alone', () => {
    expect(load(mantineFile.replace('use-id', 'use-ids'))).toBeNull()
  })
})
