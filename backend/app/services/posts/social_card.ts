/*
 * The social-media card of a question (admin-spec §2): title, description, the options
 * lettered A to D and a footer line, drawn on the server with satori (layout, text wrapped at word
 * boundaries) and resvg (PNG), in the design system's colours and its font Nunito (from
 * @fontsource/nunito, read once from node_modules; nothing is downloaded).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { Font } from 'satori'
import { brandColors } from '@dilemma/design-system/brand-colors'
import type { Language } from '#services/i18n/languages'
import type { SocialCardQuestion } from '@dilemma/contract'
import { OPTION_LETTERS, type SocialCardFormat } from '@dilemma/contract/polls'

export type CardQuestion = SocialCardQuestion

/** Drawn in CSS px and written at twice that (the spec's scale 2); `card` is as high as its texts. */
const LAYOUTS: Record<SocialCardFormat, { width: number; height?: number; background?: string }> = {
  card: { width: 540 },
  square: { width: 540, height: 540, background: brandColors.roseLightest },
  story: { width: 540, height: 960, background: brandColors.roseLightest },
}
const SCALE = 2

const FOOTERS: Record<Language, string> = {
  de: 'dilemma · gemeinsam entscheiden',
  en: 'dilemma · decide together',
  tr: 'dilemma · birlikte karar ver',
}

/** Satori takes the first font of a name that fits the weight: each subset is a family of its own. */
const FONT_SUBSETS = { latin: 'Nunito', 'latin-ext': 'Nunito Latin Ext' }

const require = createRequire(import.meta.url)
let loadedFonts: Promise<Font[]> | undefined

/** Nunito 400, 600 and 800, Latin and Latin Extended (ä ö ü ß in one, ğ ş İ ı in the other). */
function fonts(): Promise<Font[]> {
  loadedFonts ??= Promise.all(
    ([400, 600, 800] as const).flatMap((weight) =>
      Object.entries(FONT_SUBSETS).map(async ([subset, name]) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/nunito/files/nunito-${subset}-${weight}-normal.woff`)),
      })),
    ),
  )
  return loadedFonts
}

type Style = Record<string, string | number>
interface Node {
  type: 'div'
  props: { style: Style; children?: Node | Node[] | string }
}

function box(style: Style, children?: Node | Node[] | string): Node {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } }
}

function text(style: Style, content: string): Node {
  return box({ wordBreak: 'break-word', ...style }, content)
}

/** The card's inner width (CSS px): the format's less the card's margin, padding and border. */
const TEXT_WIDTH = 540 - 2 * 16 - 2 * 20 - 2
/** A generous width of a Nunito letter (em): a word this long is set smaller rather than split. */
const LETTER_WIDTH = 0.62

/** `fontSize`, or smaller so that the longest word of `content` fits in `width`. */
function fittingSize(fontSize: number, content: string, width: number): number {
  const longestWord = Math.max(...content.split(/\s+/).map((word) => [...word].length))
  return Math.min(fontSize, width / (LETTER_WIDTH * longestWord))
}

function cardTree(
  question: CardQuestion,
  footer: string,
  format: SocialCardFormat,
  size: number,
  height?: number,
): Node {
  const { width, background } = LAYOUTS[format]
  const optionWidth = TEXT_WIDTH - 2 * 16 - 4 - 8 - 16 * size
  const options = question.options.map((option, index) =>
    box(
      {
        gap: 8,
        padding: `${8 * size}px 16px`,
        borderRadius: 32,
        border: `2px solid ${brandColors.roseLight}`,
        fontSize: fittingSize(16 * size, option, optionWidth),
      },
      [
        text({ fontWeight: 800, color: brandColors.theme }, OPTION_LETTERS[index]!.toUpperCase()),
        text({ fontWeight: 600, color: brandColors.heading, flex: 1 }, option),
      ],
    ),
  )
  const card = box(
    {
      flexDirection: 'column',
      gap: 16 * size,
      margin: 16,
      padding: 20,
      borderRadius: 16,
      border: '1px solid #dee2e6',
      background: brandColors.background,
      boxShadow: '0 1px 3px rgba(0, 0, 0, 0.05), 0 1px 2px rgba(0, 0, 0, 0.1)',
    },
    [
      text(
        {
          fontSize: fittingSize(24 * size, question.title, TEXT_WIDTH),
          fontWeight: 800,
          lineHeight: 1.3,
          color: brandColors.heading,
        },
        question.title,
      ),
      text(
        {
          fontSize: fittingSize(16 * size, question.description, TEXT_WIDTH),
          lineHeight: 1.55,
          color: brandColors.text,
          whiteSpace: 'pre-line',
        },
        question.description,
      ),
      box({ flexDirection: 'column', gap: 12 * size }, options),
      text({ fontSize: 14, fontWeight: 600, color: brandColors.dimmedText, justifyContent: 'center' }, footer),
    ],
  )
  return box(
    {
      width,
      ...(height ? { height } : {}),
      flexDirection: 'column',
      justifyContent: 'center',
      fontFamily: Object.values(FONT_SUBSETS).join(', '),
      ...(background ? { background } : {}),
    },
    card,
  )
}

/** The SVG of the tree, `height` high or, without it, as high as its content. */
async function layOut(tree: Node, height: number | undefined, missingGlyphs: string[], embedFont = true) {
  return satori(tree as never, {
    width: tree.props.style.width as number,
    ...(height ? { height } : {}),
    fonts: await fonts(),
    embedFont,
    loadAdditionalAsset: async (_language, segment) => {
      missingGlyphs.push(segment)
      return []
    },
  })
}

const heightOf = (svg: string) => Number(/^<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1])

/** Smallest text size (of the card's) a fixed format sets a very long question in. */
const SMALLEST_SIZE = 0.4
const MAX_FIT_ATTEMPTS = 8

/**
 * The text size at which the question fits the format's height: 1, or smaller, measured by
 * laying the card out (a few tries, each smaller), so nothing is cut off at the bottom.
 */
async function fittingScale(question: CardQuestion, footer: string, format: SocialCardFormat): Promise<number> {
  const height = LAYOUTS[format].height
  if (!height) return 1
  let size = 1
  for (let attempt = 0; attempt < MAX_FIT_ATTEMPTS && size > SMALLEST_SIZE; attempt++) {
    const natural = heightOf(await layOut(cardTree(question, footer, format, size), undefined, []))
    if (natural <= height) return size
    size = Math.max(SMALLEST_SIZE, size * Math.sqrt(height / natural) * 0.97)
  }
  return size
}

export interface CardLayout {
  svg: string
  /** Text that none of the fonts could draw (drawn as nothing); empty for de, en and tr. */
  missingGlyphs: string[]
}

/**
 * The card laid out in `format` as SVG (`format`'s size in CSS px). Its letters are outlines, or,
 * with `textElements`, one `<text>` element per word as laid out (for checking the wrapping).
 */
export async function layOutSocialCard(
  question: CardQuestion,
  language: Language,
  format: SocialCardFormat,
  textElements = false,
): Promise<CardLayout> {
  const missingGlyphs: string[] = []
  const footer = FOOTERS[language]
  const { height } = LAYOUTS[format]
  const tree = cardTree(question, footer, format, await fittingScale(question, footer, format), height)
  return { svg: await layOut(tree, height, missingGlyphs, !textElements), missingGlyphs }
}

/** The question's card as a PNG at scale 2; the card format's background is transparent. */
export async function renderSocialCard(question: CardQuestion, language: Language, format: SocialCardFormat) {
  const { svg } = await layOutSocialCard(question, language, format)
  return new Resvg(svg, { fitTo: { mode: 'zoom', value: SCALE } }).render().asPng()
}
