import { writeFile } from 'node:fs/promises'
import { SOCIAL_CARD_FORMATS, type Language, type SocialCardFormat } from '@dilemma/api-client'
import { Argument, Option, type Command } from 'commander'
import { language, positiveInteger } from '../arguments.js'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'

interface CardOptions {
  format: SocialCardFormat
  lang: Language
  out: string
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

async function saveCard({ api, output }: CommandContext, options: CardOptions, postId: number): Promise<void> {
  const blob = await api.admin.postCard(postId, { format: options.format, lang: options.lang })
  const png = Buffer.from(await blob.arrayBuffer())
  try {
    await writeFile(options.out, png)
  } catch {
    throw new CliError(`cannot write ${options.out}`, 'FILE_NOT_WRITABLE')
  }
  const { width, height } = pngSize(png)
  output.result(
    { postId, format: options.format, file: options.out, width, height, bytes: png.length },
    () => `Saved the ${options.format} card of post ${postId} (${width}×${height}) to ${options.out}.`,
  )
}

/** `posts card`: the social-media image of a poll, drawn by the server (the console's export). */
export function registerPostCardCommand(posts: Command, io: Io): void {
  withExamples(
    posts
      .command('card')
      .description('save the social-media image of a poll as a PNG')
      .addArgument(new Argument('<postId>', 'the poll').argParser(positiveInteger))
      .addOption(
        new Option('--format <format>', 'card: 1080 px wide, transparent; square: 1080×1080; story: 1080×1920')
          .choices(SOCIAL_CARD_FORMATS)
          .default('card'),
      )
      .option('-l, --lang <language>', 'language of the footer: de, en or tr', language, 'de')
      .requiredOption('-o, --out <file>', 'the PNG file to write')
      .action(actionWith(io, saveCard)),
    [
      'dilemma-admin posts card 31 --out card.png',
      'dilemma-admin posts card 31 --format story --lang tr --out story.png',
    ],
  )
}
