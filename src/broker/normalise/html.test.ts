import { htmlToText, plainTextToHtml, richTextToHtml, safeMailtoHref, sanitiseHtml } from './html'

// Deeper than the sanitiser's recursive walk could go without htmlTree's depth limit.
const DEEP_NESTING = 100_000

describe('sanitiseHtml', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<p><strong>Luminoso</strong> y <em>amplio</em></p>' +
      '<ul><li>Balcón</li><li>Cochera</li></ul><h3>Detalles</h3>' +
      '<blockquote><b>B</b> <i>I</i> <u>U</u><br>ok</blockquote><ol><li>1</li></ol>'
    expect(sanitiseHtml(html)).toBe(html)
  })

  it('drops scripts and styles with their content', () => {
    const out = sanitiseHtml('<p>Hola</p><script>alert("xss")</script><style>p{color:red}</style>')
    expect(out).toBe('<p>Hola</p>')
  })

  it('drops an unclosed script to the end of the document', () => {
    expect(sanitiseHtml('<p>Hola</p><script>alert(1)')).toBe('<p>Hola</p>')
  })

  it('drops event handlers, styles and classes but keeps the element', () => {
    expect(
      sanitiseHtml('<p onclick="steal()" style="color:red" class="x" id="y">Consultá</p>'),
    ).toBe('<p>Consultá</p>')
  })

  it('drops images (and the paragraph they leave empty), iframes and forms', () => {
    const out = sanitiseHtml(
      '<p><img src="x" onerror="alert(document.cookie)"></p>' +
        '<iframe src="https://evil.example">x</iframe>' +
        '<form action="/"><input name="a"><button>Enviar</button></form><p>Texto</p>',
    )
    expect(out).toBe('Enviar<p>Texto</p>')
    expect(out).not.toMatch(/<img|onerror|<iframe|<form|<input/i)
  })

  it('makes safe links open in a new tab without referrer or ranking', () => {
    expect(
      sanitiseHtml('<a href="https://example.com/a" target="_self" rel="opener">Ver</a>'),
    ).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">Ver</a>',
    )
    expect(sanitiseHtml('<a href="mailto:info@example.com">Mail</a>')).toContain(
      'href="mailto:info@example.com"',
    )
    expect(sanitiseHtml('<a href="tel:+541155550100">Llamar</a>')).toContain(
      'href="tel:+541155550100"',
    )
  })

  it('keeps a mailto link only to one valid address, without its headers', () => {
    expect(
      sanitiseHtml('<a href="mailto:info@example.com?bcc=spy@evil.example&body=x">Mail</a>'),
    ).toBe(
      '<a href="mailto:info@example.com" rel="noopener noreferrer nofollow" target="_blank">Mail</a>',
    )
    expect(sanitiseHtml('<a href="mailto:no es un mail">Mail</a>')).toBe('Mail')
    expect(sanitiseHtml('<a href="mailto:a@example.com,b@example.com">Mail</a>')).toBe('Mail')
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/relative/path',
    '',
  ])('unwraps a link to %p, keeping its text', (href) => {
    expect(sanitiseHtml(`<a href="${href}">Ver <b>más</b></a>`)).toBe('Ver <b>más</b>')
  })

  it('keeps entity-encoded markup as inert text', () => {
    const out = sanitiseHtml('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).not.toContain('<script')
  })

  it('is not fooled by nested or broken tags', () => {
    const out = sanitiseHtml('<scr<script>ipt>alert(1)</script><p>ok<svg onload=alert(1)><b>x')
    expect(out).not.toMatch(/<script|<svg|onload/i)
    expect(out).toContain('ok')
  })

  it('keeps a quote in an address from breaking out of the attribute', () => {
    const out = sanitiseHtml('<a href=\'https://x.example/"onmouseover="alert(1)\'>Ver</a>')
    expect(out).not.toMatch(/"\s*onmouseover/)
    expect(out).toMatch(/^<a href="https:\/\/x\.example\/%22onmouseover=%22alert\(1\)" rel=/)
  })

  it('survives absurdly deep nesting, keeping the text', () => {
    const deep = '<b>'.repeat(DEEP_NESTING) + 'fondo' + '</b>'.repeat(DEEP_NESTING) + '<p>fin</p>'
    const out = sanitiseHtml(deep)
    expect(out).toContain('fondo')
    expect(out.endsWith('<p>fin</p>')).toBe(true)
  })

  it('moves pasted headings under the page heading', () => {
    expect(sanitiseHtml('<h1>Título</h1><h6>Nota</h6>')).toBe('<h2>Título</h2><h4>Nota</h4>')
  })

  it('gives an empty string for blank input', () => {
    expect(sanitiseHtml('   ')).toBe('')
    expect(sanitiseHtml('<p> </p><script>x</script>')).toBe('')
  })
})

describe('plainTextToHtml', () => {
  it('turns blank lines into paragraphs and newlines into line breaks', () => {
    expect(plainTextToHtml('Primera línea\nSegunda\n\n\nOtro párrafo\r\n')).toBe(
      '<p>Primera línea<br>Segunda</p><p>Otro párrafo</p>',
    )
  })

  it('escapes markup so that it shows as text', () => {
    expect(plainTextToHtml('<script>alert("x")</script> & \'co\'')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
    )
  })

  it('gives an empty string for blank text', () => {
    expect(plainTextToHtml(' \n \n ')).toBe('')
  })
})

describe('richTextToHtml', () => {
  it('sanitises text that holds tags and wraps text that does not', () => {
    expect(richTextToHtml('<p>Hola<script>x</script></p>')).toBe('<p>Hola</p>')
    expect(richTextToHtml('3 < 4 y 5 > 2\n\nFin')).toBe('<p>3 &lt; 4 y 5 &gt; 2</p><p>Fin</p>')
  })
})

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Hola&nbsp;&amp; <b>chau</b></p>\n<p>Año&#39;s &eacute;xito</p>')).toBe(
      "Hola & chau Año's éxito",
    )
  })

  it('separates the words of adjacent blocks', () => {
    expect(htmlToText('<ul><li>Balcón</li><li>Terraza</li></ul>Fin<br>Línea')).toBe(
      'Balcón Terraza Fin Línea',
    )
  })

  it('leaves out scripts, styles and other hidden content, even unclosed', () => {
    expect(htmlToText('<p>Texto</p><style>p{}</style><script>alert(1)</script>')).toBe('Texto')
    expect(htmlToText('Texto<script>alert(1)')).toBe('Texto')
  })

  it('keeps entity-encoded markup as the text it spells', () => {
    expect(htmlToText('&lt;b&gt;negrita&lt;/b&gt;')).toBe('<b>negrita</b>')
  })

  it('gives an empty string for nothing', () => {
    expect(htmlToText('')).toBe('')
    expect(htmlToText('<p> </p>')).toBe('')
  })
})

describe('safeMailtoHref', () => {
  it('rebuilds a link of untrusted HTML from its one valid address, without headers', () => {
    expect(safeMailtoHref('mailto:info@example.com')).toBe('mailto:info@example.com')
    expect(safeMailtoHref(' MAILTO:info@example.com?subject=Hola&bcc=spy@evil.example')).toBe(
      'mailto:info@example.com',
    )
    expect(safeMailtoHref('mailto:info%40example.com')).toBe('mailto:info@example.com')
  })

  it.each([
    'mailto:',
    'mailto:?subject=x',
    'mailto:a@example.com,b@example.com',
    'mailto:%E0%A4%A',
    'mailto:ana@example.com%3Fbcc%3Dspy@evil.example',
    'mailto:"><script>alert(1)</script>@example.com',
    'javascript:alert(1)',
  ])('refuses %j', (href) => {
    expect(safeMailtoHref(href)).toBeNull()
  })
})
