/**
 * Reads a PDF as a person would check it: its page count and each page's text, and draws each
 * page as a PNG beside it for a person to look at (pdf.js, with @napi-rs/canvas as its canvas).
 * Plain ESM run by `node`, since pdf.js ships only as ES modules and the suite runs as CommonJS.
 *
 *   node readPdf.mjs <file.pdf> [<png prefix>]   → {"pages": 2, "text": ["…", "…"]}
 */
import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const [file, pngPrefix] = process.argv.slice(2)
const document = await getDocument({
  data: new Uint8Array(await readFile(file)),
  useSystemFonts: true,
  verbosity: 0,
}).promise
const text = []
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number)
  const content = await page.getTextContent()
  text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  if (pngPrefix) {
    // 1.5 × 72 dpi: a readable picture of an A4 page (893 × 1263 px).
    const viewport = page.getViewport({ scale: 1.5 })
    const canvasAndContext = document.canvasFactory.create(viewport.width, viewport.height)
    await page.render({ canvasContext: canvasAndContext.context, viewport }).promise
    writeFileSync(`${pngPrefix}-${number}.png`, canvasAndContext.canvas.toBuffer('image/png'))
  }
}
process.stdout.write(JSON.stringify({ pages: document.numPages, text }))
