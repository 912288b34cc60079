/* The part of autocannon's API that commands/bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      body?: string
      headers?: Record<string, string>
      setupRequest?: (request: Request) => Request
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      headers?: Record<string, string>
      requests?: Request[]
    }
    interface Result {
      requests: { average: number }
      non2xx: number
      errors: number
    }
  }
  interface Instance {
    /** Every answered request, with its latency in milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): Instance
  export default autocannon
}
