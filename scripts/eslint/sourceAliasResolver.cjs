// An eslint-plugin-import resolver for a front end's `@/` alias (its vite, vitest and tsconfig
// `paths` settings): without it `@/features/…` resolves to nothing and the layer zones of
// eslint.config.js never see the import. Settings: `{ roots: ['member-app', …] }`, each a folder
// whose files' `@/x` means `<folder>/src/x`; everything else goes to the node resolver.
const { join, relative, sep } = require('node:path')
const node = require('eslint-import-resolver-node')

exports.interfaceVersion = 2

exports.resolve = function resolve(source, file, { roots = [], node: nodeSettings } = {}) {
  if (source.startsWith('@/')) {
    const root = roots
      .map((folder) => join(__dirname, '..', '..', folder))
      .find((folder) => !relative(folder, file).startsWith(`..${sep}`))
    if (root) return node.resolve(join(root, 'src', source.slice(2)), file, nodeSettings)
  }
  return node.resolve(source, file, nodeSettings)
}
