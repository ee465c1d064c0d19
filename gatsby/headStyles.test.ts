import { createElement } from 'react'
import { appStylesFirst } from './headStyles'

const style = (href: string) => createElement('style', { key: href, 'data-href': href })
const hrefs = (nodes: ReturnType<typeof appStylesFirst>) =>
  nodes.map((node) => (node as { props: Record<string, string> }).props['data-href'] ?? 'otro')

describe('appStylesFirst', () => {
  it('puts the app stylesheet before the template’s, where the styles begin', () => {
    const meta = createElement('meta', { key: 'm', name: 'x' })
    const head = [meta, style('/component---src-templates-home-tsx.1a.css'), style('/app.2b.css')]
    expect(hrefs(appStylesFirst(head))).toEqual([
      'otro',
      '/app.2b.css',
      '/component---src-templates-home-tsx.1a.css',
    ])
  })

  it('leaves a head without the app stylesheet as it is', () => {
    const head = [style('/component---a.css'), style('/appendix.css')]
    expect(hrefs(appStylesFirst(head))).toEqual(['/component---a.css', '/appendix.css'])
  })
})
