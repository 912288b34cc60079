/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ADMIN_REMOTE?: string
}
