import type { Plugin } from 'vite'

export function federationRuntimeVersionOnly(): Plugin
