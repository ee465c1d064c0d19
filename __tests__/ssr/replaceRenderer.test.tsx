/**
 * @jest-environment node
 *
 * A page's HTML keeps every character whole wherever the renderer's chunks end (gatsby-ssr.tsx).
 */
import { Writable } from 'node:stream'
import type { ReplaceRendererArgs } from 'gatsby'
import { renderToPipeableStream } from 'react-dom/server'
import { replaceRenderer } from '../../gatsby-ssr'

/**
 * Short texts of characters of 2, 3 and 4 bytes, thousands of them and of every length modulo 4,
 * so that React's 2 KB chunks end inside a character at every alignment.
 */
const PIECES = Array.from(
  { length: 3_000 },
  (_, index) => `${'a'.repeat(index % 4)}Córdoba · ${index} € 🏠`,
)

const Page = () => (
  <main>
    {PIECES.map((piece) => (
      <span key={piece}>{piece}</span>
    ))}
    <textarea defaultValue="Quiero más información sobre el emprendimiento." />
  </main>
)

function rendered(): string {
  let html = ''
  replaceRenderer!(
    {
      bodyComponent: <Page />,
      replaceBodyHTMLString: (text: string) => (html = text),
    } as unknown as ReplaceRendererArgs,
    { plugins: [] },
  )
  return html
}

/** What Gatsby's own renderer writes: React 18's stream, its bytes read as text at the end. */
function streamed(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk)
        next()
      },
    })
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')))
    const { pipe } = renderToPipeableStream(<Page />, {
      onAllReady: () => pipe(sink),
      onError: reject,
    })
  })
}

describe('replaceRenderer', () => {
  it('writes every character whole across every chunk boundary', () => {
    const html = rendered()
    expect(html).not.toContain('\0')
    expect(html).not.toContain('\uFFFD')
    expect(html).toContain(PIECES.map((piece) => `<span>${piece}</span>`).join(''))
    expect(html).toContain('>Quiero más información sobre el emprendimiento.</textarea>')
  })

  // The reason for the renderer: when React's stream stops inserting NUL bytes (a React that
  // fixed facebook/react#31134), this fails, and Gatsby's own renderer can come back.
  it("is needed: React 18's stream breaks the same page", async () => {
    expect(await streamed()).toContain('\0')
  })
})
