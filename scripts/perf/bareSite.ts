/**
 * The reference every performance figure is quoted beside: a bare Gatsby 5 site on this project's
 * own gatsby, react and react-dom, with a one-heading home page and `count` trivial pages whose
 * data (an id and a price each) comes from a file, so a benchmark can change one page's data.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildInGroup, root } from './support'

export interface BareSite {
  dir: string
  /** Changes one page's price in the data file, as a broker change would. */
  change(page: number, price: number): void
}

export function writeBareSite(dir: string, count: number): BareSite {
  mkdirSync(path.join(dir, 'src/templates'), { recursive: true })
  mkdirSync(path.join(dir, 'src/pages'), { recursive: true })
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const own = ['gatsby', 'react', 'react-dom'].map((name) => [name, dependencies[name]])
  // Gatsby's CLI builds only a folder whose package.json depends on gatsby.
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bare', private: true, dependencies: Object.fromEntries(own) }),
  )
  writeFileSync(path.join(dir, 'gatsby-config.js'), 'module.exports = {}\n')
  const data = Array.from({ length: count }, (_, index) => ({ id: index + 1, price: 100_000 }))
  const write = () => writeFileSync(path.join(dir, 'data.json'), JSON.stringify(data))
  write()
  writeFileSync(
    path.join(dir, 'gatsby-node.js'),
    `const path = require('path')
const fs = require('fs')
exports.createPages = ({ actions }) => {
  const component = path.resolve(__dirname, 'src/templates/item.js')
  for (const item of JSON.parse(fs.readFileSync(path.join(__dirname, 'data.json'), 'utf8')))
    actions.createPage({ path: '/item/' + item.id, component, context: item })
}
`,
  )
  writeFileSync(
    path.join(dir, 'src/templates/item.js'),
    `import * as React from 'react'
export default function Item({ pageContext }) { return <main><h1>Página {pageContext.id}</h1><p>USD {pageContext.price}</p></main> }
`,
  )
  writeFileSync(
    path.join(dir, 'src/pages/index.js'),
    `import * as React from 'react'
export default function Index() { return <main><h1>Inicio</h1></main> }
export const Head = () => <title>Inicio</title>
`,
  )
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return {
    dir,
    change(page, price) {
      data[page - 1]!.price = price
      write()
    },
  }
}

/** Writes a one-page bare site into `dir` and builds it, in a process group that leaves nothing. */
export async function buildBareSite(dir: string): Promise<void> {
  console.log('Construyendo el sitio de Gatsby vacío de referencia…')
  writeBareSite(dir, 1)
  const done = await buildInGroup(dir)
  if (done.code !== 0) throw new Error('La construcción del sitio de Gatsby vacío falló.')
}
