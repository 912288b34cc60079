/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MEMBER_REMOTE?: string
  readonly VITE_ADMIN_REMOTE?: string
}
