import type { Plugin } from 'vite'

export function precompileMessages(options?: { dropParser?: boolean }): Plugin
