import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { invalidRounds } from '#bench/autocannon_rounds'

/** Flags shared by the benchmarks that load endpoints with autocannon (`bench`, `bench:cluster`). */
export abstract class LoadBenchCommand extends BaseCommand {
  static options: CommandOptions = { startApp: false }

  @flags.number({ description: 'Posts to seed', default: 100_000 })
  declare posts: number

  @flags.number({ description: 'Votes to seed', default: 1_000_000 })
  declare votes: number

  @flags.string({
    description: 'MySQL database to recreate and seed (its name must contain "bench"), at DB_HOST/DB_PORT/DB_USER',
    default: 'dilemma_bench',
  })
  declare database: string

  @flags.number({ description: 'Concurrent connections', default: 50 })
  declare connections: number

  @flags.number({ description: 'Seconds per endpoint and round', default: 6 })
  declare duration: number

  @flags.number({ description: 'Rounds over all endpoints; each figure is their median', default: 3 })
  declare rounds: number

  /** Logs why the rounds asked for cannot run and sets the exit code; true when they can. */
  protected roundsAreValid(): boolean {
    const problem = invalidRounds({ rounds: this.rounds, duration: this.duration })
    if (problem === null) return true
    this.logger.error(problem)
    this.exitCode = 1
    return false
  }
}
