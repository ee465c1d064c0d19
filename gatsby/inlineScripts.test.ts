import { Parser } from 'htmlparser2'
import {
  externalScriptSources,
  inlineScriptHashes,
  runsInline,
  scriptElements,
  scriptHash,
} from './inlineScripts'

/** The script texts a full HTML tokenizer finds, for comparison with the scan. */
function scriptTextsByTokenizer(html: string): string[] {
  const texts: string[] = []
  let current: string | null = null
  const parser = new Parser({
    onopentag: (name) => {
      if (name === 'script') current = ''
    },
    ontext: (text) => {
      if (current !== null) current += text
    },
    onclosetag: (name) => {
      if (name === 'script' && current !== null) {
        texts.push(current)
        current = null
      }
    },
  })
  parser.write(html)
  parser.end()
  return texts
}

// What Gatsby writes into every page, shortened (see public/*/index.html after a build).
const GATSBY_PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  '<style>.a>b{content:"</script>"}</style><title>Venta &lt;script&gt;</title>' +
  '<script type="application/ld+json" data-gatsby-head="true">{"name":"\\u003cscript>"}</script>' +
  '</head><body><script>(function(){document.documentElement.dataset.theme="dark"})()</script>' +
  '<div id="___gatsby"><p title="a > b">Hola</p></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/venta";/*]]>*/</script>' +
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>' +
  '<script>window.___webpackCompilationHash="0e74";</script>' +
  '<script src="/app-1.js" async></script></body></html>'

describe('scriptElements', () => {
  it('finds every script of a Gatsby page with its exact text', () => {
    const scripts = scriptElements(GATSBY_PAGE)
    expect(scripts.map((script) => script.text)).toEqual(scriptTextsByTokenizer(GATSBY_PAGE))
    expect(scripts).toHaveLength(6)
    expect(scripts[3]).toEqual({
      attributes: { id: 'gatsby-chunk-mapping' },
      text: '\n            window.___chunkMapping="{}";\n          ',
    })
    expect(scripts[5]!.attributes).toEqual({ src: '/app-1.js', async: '' })
  })

  it.each([
    ['a comment', '<!-- <script>alert(1)</script> --><script>ok()</script>'],
    ['a textarea', '<textarea><script>alert(1)</script></textarea><script>ok()</script>'],
    ['a noscript', '<noscript><script>never()</script></noscript><script>ok()</script>'],
    ['a quoted ">" in the tag', '<script data-x="a>b" id=\'c>d\'>ok()</script>'],
    ['upper case and a spaced end tag', '<SCRIPT TYPE="text/javascript">ok()</SCRIPT >'],
    ['a "</scripts" that is no end tag', '<script>x="</scripts>";ok()</script>'],
    ['an unclosed script', '<p>a</p><script>ok()'],
  ])('reads %s as a tokenizer does', (_name, html) => {
    expect(scriptElements(html).map((script) => script.text)).toEqual(scriptTextsByTokenizer(html))
  })
})

describe('runsInline', () => {
  const script = (attributes: Record<string, string>) => ({ attributes, text: 'x()' })

  it('counts classic, JavaScript-typed and module scripts', () => {
    expect(runsInline(script({}))).toBe(true)
    expect(runsInline(script({ type: '' }))).toBe(true)
    expect(runsInline(script({ type: ' Text/JavaScript ' }))).toBe(true)
    expect(runsInline(script({ type: 'module' }))).toBe(true)
  })

  it('leaves out data blocks and external scripts', () => {
    expect(runsInline(script({ type: 'application/ld+json' }))).toBe(false)
    expect(runsInline(script({ type: 'application/json' }))).toBe(false)
    expect(runsInline(script({ type: 'text/template' }))).toBe(false)
    expect(runsInline(script({ src: '/app.js' }))).toBe(false)
  })
})

describe('scriptHash', () => {
  it('is the CSP source of the SHA-256 of the text', () => {
    // Reference values computed with Python's hashlib.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(scriptHash('a\nb')).toBe("'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='")
  })

  it('hashes line ends as the HTML parser leaves them', () => {
    expect(scriptHash('a\r\nb')).toBe(scriptHash('a\nb'))
    expect(scriptHash('a\rb')).toBe(scriptHash('a\nb'))
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the four scripts Gatsby runs inline, once each, and not the JSON-LD', () => {
    const hashes = inlineScriptHashes(GATSBY_PAGE)
    expect(hashes).toEqual([
      scriptHash('(function(){document.documentElement.dataset.theme="dark"})()'),
      scriptHash('/*<![CDATA[*/window.pagePath="/venta";/*]]>*/'),
      scriptHash('\n            window.___chunkMapping="{}";\n          '),
      scriptHash('window.___webpackCompilationHash="0e74";'),
    ])
    expect(inlineScriptHashes(GATSBY_PAGE + '<script>ok()</script><script>ok()</script>')).toEqual([
      ...hashes,
      scriptHash('ok()'),
    ])
  })

  it("hashes a file's bytes as it hashes their text", () => {
    const page = GATSBY_PAGE.replace('/venta', '/propiedad/venta/av.-maipú-al-2700/7105 ñandú €')
    expect(inlineScriptHashes(Buffer.from(page, 'utf8'))).toEqual(inlineScriptHashes(page))
    expect(inlineScriptHashes(Buffer.from(page, 'utf8'))).toContain(
      scriptHash(
        '/*<![CDATA[*/window.pagePath="/propiedad/venta/av.-maipú-al-2700/7105 ñandú €";/*]]>*/',
      ),
    )
  })
})

describe('externalScriptSources', () => {
  it('lists the src of every external script', () => {
    expect(externalScriptSources(GATSBY_PAGE)).toEqual(['/app-1.js'])
    const page = '<script src="https://cdn.example/ñ.js"></script>'
    expect(externalScriptSources(Buffer.from(page))).toEqual(['https://cdn.example/ñ.js'])
  })
})
