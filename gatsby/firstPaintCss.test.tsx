import { createElement, type ReactElement } from 'react'
import { firstPaintRules, pageFacts, withFirstPaintCss } from './firstPaintCss'

const facts = (html: string) => pageFacts(html)

describe('firstPaintRules', () => {
  it('keeps the rules whose classes the page carries, each selector of a list on its own', () => {
    const css = '.a{color:red}.b{color:blue}.a .c,.a>.d{margin:0}.a.b{padding:0}'
    expect(firstPaintRules(css, facts('<p class="a"><i class="d"></i></p>'))).toBe(
      '.a{color:red}.a>.d{margin:0}',
    )
  })

  it('keeps element, id and pseudo-class rules, and needs nothing that :not or :is name', () => {
    const css = 'body{margin:0}#x{top:0}.a:hover{color:red}.a:not(.gone){gap:1px}:is(.q,.r) b{x:1}'
    expect(firstPaintRules(css, facts('<b class="a"></b>'))).toBe(css)
  })

  it('keeps what a media or container query holds for the page, never print rules', () => {
    const css =
      '@media (min-width:640px){.a{gap:1rem}.z{gap:0}}@media print{.a{display:none}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}'
    expect(firstPaintRules(css, facts('<i class="a"></i>'))).toBe(
      '@media (min-width:640px){.a{gap:1rem}}@keyframes spin{to{transform:rotate(1turn)}}',
    )
  })

  it('asks the HTML for the states React writes, never for the theme the early script sets', () => {
    const css =
      '.m[data-open=true]{display:block}.h[aria-pressed="true"]{color:red}' +
      '.h[aria-pressed]{border:0}[data-theme=dark] .h{color:white}details[open]>.s{x:1}'
    expect(
      firstPaintRules(
        css,
        facts(
          '<nav class="m" data-open="false"></nav><details><p class="s h" aria-pressed="false">',
        ),
      ),
    ).toBe('.h[aria-pressed]{border:0}[data-theme=dark] .h{color:white}details[open]>.s{x:1}')
  })
})

describe('withFirstPaintCss', () => {
  const style = (href: string, css: string) =>
    createElement('style', {
      key: href,
      'data-href': href,
      'data-identity': 'gatsby-global-css',
      dangerouslySetInnerHTML: { __html: css },
    })
  type Props = Record<string, unknown> & { dangerouslySetInnerHTML?: { __html: string } }
  const props = (node: unknown) => (node as ReactElement<Props>).props

  it('cuts the template’s stylesheet, takes its address off the copy and preloads the file', () => {
    const head = [
      style('/app.1a.css', '.unused{x:1}'),
      style('/component---src-templates-x.2b.css', '.a{x:1}.b{x:2}'),
    ]
    const [app, template, preload] = withFirstPaintCss(head, facts('<i class="a">'))
    expect(props(app)['data-href']).toBe('/app.1a.css')
    expect(props(app).dangerouslySetInnerHTML?.__html).toBe('.unused{x:1}')
    expect(props(template)['data-href']).toBeUndefined()
    expect(props(template)['data-first-paint-of']).toBe('/component---src-templates-x.2b.css')
    expect(props(template).dangerouslySetInnerHTML?.__html).toBe('.a{x:1}')
    expect(props(preload)).toMatchObject({
      rel: 'preload',
      as: 'style',
      href: '/component---src-templates-x.2b.css',
    })
  })
})
