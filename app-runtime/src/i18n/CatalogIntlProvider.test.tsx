import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageProvider, useLanguage } from '../app-context/LanguageContext'
import { languageStorageKey } from '../app-context/detectLanguage'
import type { Language } from '../languages'
import { CatalogIntlProvider } from './CatalogIntlProvider'
import { createMessageCatalog } from './messageCatalog'
import type { LoadMessages } from './messageCatalog'
import { useFeatureMessages } from './useFeatureMessages'

const appTexts: Record<Language, Record<string, string>> = {
  de: { 'app.hello': 'Hallo' },
  en: { 'app.hello': 'Hello' },
  tr: { 'app.hello': 'Merhaba' },
}
const offline = () => Promise.reject(new TypeError('offline'))

function SwitchTo({ language }: { language: Language }) {
  const { setLanguage } = useLanguage()
  return <button onClick={() => setLanguage(language)}>{language}</button>
}

function renderCatalog(load: LoadMessages, children = <FormattedMessage id="app.hello" />) {
  const catalog = createMessageCatalog([load])
  render(
    <LanguageProvider>
      <CatalogIntlProvider catalog={catalog} unavailable={<p role="alert">no texts</p>}>
        {children}
      </CatalogIntlProvider>
    </LanguageProvider>,
  )
  return catalog
}

afterEach(() => {
  window.localStorage.clear()
  vi.restoreAllMocks()
})

describe('CatalogIntlProvider', () => {
  it('falls back to German when the chosen language cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.localStorage.setItem(languageStorageKey, 'tr')
    renderCatalog((language) => (language === 'tr' ? offline() : Promise.resolve(appTexts[language])))
    expect(await screen.findByText('Hallo')).toBeInTheDocument()
  })

  it('keeps the language on screen when a switch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.localStorage.setItem(languageStorageKey, 'en')
    renderCatalog(
      (language) => (language === 'tr' ? offline() : Promise.resolve(appTexts[language])),
      <>
        <FormattedMessage id="app.hello" />
        <SwitchTo language="tr" />
      </>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'tr' }))
    expect(await screen.findByText('Hello')).toBeInTheDocument()
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en')
  })

  it('shows the unavailable notice when no language loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCatalog(offline)
    expect(await screen.findByRole('alert')).toHaveTextContent('no texts')
  })
})

describe('useFeatureMessages', () => {
  function FeatureScreen({ load }: { load: LoadMessages }) {
    const { status, retry } = useFeatureMessages(useMemo(() => [load], [load]))
    if (status === 'loading') return <p>loading</p>
    if (status === 'failed') return <button onClick={retry}>retry</button>
    return <FormattedMessage id="feature.title" />
  }

  it('adds the feature texts in the language on screen before the feature renders', async () => {
    window.localStorage.setItem(languageStorageKey, 'en')
    let arrive = () => undefined as void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const feature: LoadMessages = async (language) => {
      await arrived
      return { 'feature.title': `${language} feature` }
    }
    renderCatalog(async (language) => appTexts[language], <FeatureScreen load={feature} />)
    expect(await screen.findByText('loading')).toBeInTheDocument()
    arrive()
    expect(await screen.findByText('en feature')).toBeInTheDocument()
  })

  it('offers a retry when the feature texts fail, and shows them once they load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.localStorage.setItem(languageStorageKey, 'de')
    let online = false
    const feature: LoadMessages = (language) =>
      online ? Promise.resolve({ 'feature.title': `${language} feature` }) : offline()
    renderCatalog(async (language) => appTexts[language], <FeatureScreen load={feature} />)
    const retry = await screen.findByRole('button', { name: 'retry' })
    online = true
    await userEvent.click(retry)
    expect(await screen.findByText('de feature')).toBeInTheDocument()
  })
})

describe('a feature’s texts arriving', () => {
  it('render the feature, not every other text of the page again', async () => {
    window.localStorage.setItem(languageStorageKey, 'en')
    let pageTextRenders = 0
    // Like a poll card: its error text's hook asks for no group while there is no error.
    const noGroups: LoadMessages[] = []
    function PageText() {
      pageTextRenders += 1
      useFeatureMessages(noGroups)
      return <p>{useIntl().formatMessage({ id: 'app.hello' })}</p>
    }
    function Feature() {
      const { status } = useFeatureMessages(featureGroups)
      return status === 'ready' ? <FormattedMessage id="feature.title" /> : null
    }
    let arrive = () => undefined as void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const featureGroups: LoadMessages[] = [
      async (language) => {
        await arrived
        return { 'feature.title': `${language} feature` }
      },
    ]
    renderCatalog(
      async (language) => appTexts[language],
      <>
        <PageText />
        <Feature />
      </>,
    )
    expect(await screen.findByText('Hello')).toBeInTheDocument()
    const rendersBefore = pageTextRenders
    arrive()
    expect(await screen.findByText('en feature')).toBeInTheDocument()
    expect(pageTextRenders).toBe(rendersBefore)
  })
})
