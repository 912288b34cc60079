/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API root for the standalone site, e.g. https://dilemma.example/api (CORS + credentials). */
  readonly VITE_API_URL?: string
}
