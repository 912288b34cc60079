/*
 * Ace entry point for the source tree: ts-node (with swc) runs the TypeScript directly.
 * `node ace build` writes its own build/ace.js that imports the compiled console.
 */
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
