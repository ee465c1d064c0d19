import { safeMailtoHref } from './html'
import { describeHtmlRules } from './htmlRules'

// The build's parser, htmlparser2, which has no depth limit of its own.
describeHtmlRules({ deepNesting: 100_000 })

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
