/**
 * ZIP archives for the tests of the CV check: a real Word document made by the zip tool, and a
 * tiny writer of stored (uncompressed) entries for the unusual or damaged ones.
 */
import { crc32 } from 'node:zlib'

/**
 * A minimal .docx ([Content_Types].xml, _rels/.rels, word/document.xml with one
 * paragraph), deflated by `zip -X -9 -D`: an archive this reader's own writer did not make.
 */
export const WORD_DOCX = Buffer.from(
  'UEsDBBQAAgAIAAAAIVx4ny0R2wAAAGUBAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbJWQu1LDMBBFe75Co5ax1lAwDGM7BY8SKMIH7MhrWxO9RquE8PesE0hBRynds/dI222OwasDFXYp9vrGtFpRtGl0ce71x/aludebodt+ZWIlaOReL7XmBwC2CwVkkzJFSaZUAlY5lhky2h3OBLdtewc2xUqxNnXt0EP3RBPufVXPR7k+awt51urxDK6uXmPO3lmsksMhjn8szY/ByOSJ4cVlvhZAw9C9yX+KG0m9Y6mvGKQOPlMZYUx2H0RhVvBfvjRNztJlfm3LJVlilkUFby5JQBd/3wGntQ1X31BLAwQUAAIACAAAACFcXU2x/aUAAAAZAQAACwAAAF9yZWxzLy5yZWxzjc87DsIwDAbgnVNE3qlbBoRQ0y4IqSsqB4gSN61oHkrC6/ZkYKCIgdH2789y3T7MzG4U4uQsh6oogZGVTk1Wczj3x/UO2qY+0SxSTsRx8pHlFRs5jCn5PWKUIxkRC+fJ5sngghEpl0GjF/IiNOGmLLcYPg1YmqxTHEKnKmD909M/thuGSdLByashm36c+EpkWQRNicPdBYXq3S4yC9jUuHixWb0AUEsDBBQAAgAIAAAAIVzVxPowkQAAALwAAAARAAAAd29yZC9kb2N1bWVudC54bWxFjsEOwiAQRO9+RcPdbvVgDKFtevEL9AMQsG1SdsmCVv9eqAcvb3Yyk8mq/u2X6uU4zoStONSNqBwasjOOrbhdL/uz6Du1Skvm6R2mKvcxyrUVU0pBAkQzOa9jTcFhzh7EXqdseYSV2AYm42LMc36BY9OcwOsZRZm8k/0UDQVckLoBtYJyFPLGsPFXhv8j3e4LUEsBAh4DFAACAAgAAAAhXHifLRHbAAAAZQEAABMAAAAAAAAAAQAAAKSBAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECHgMUAAIACAAAACFcXU2x/aUAAAAZAQAACwAAAAAAAAABAAAApIEMAQAAX3JlbHMvLnJlbHNQSwECHgMUAAIACAAAACFc1cT6MJEAAAC8AAAAEQAAAAAAAAABAAAApIHaAQAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAMAAwC5AAAAmgIAAAAA',
  'base64',
)

export interface ZipEntry {
  name: string
  content?: string | Buffer
  /** General-purpose flags: bit 0 marks the entry encrypted. */
  flags?: number
}

/** An archive of `entries` (stored, none compressed) with its central directory and comment. */
export function zipArchive(entries: readonly ZipEntry[], { comment = '' } = {}): Buffer {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const { name, content = '', flags = 0 } of entries) {
    const nameBytes = Buffer.from(name)
    const data = Buffer.from(content)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(flags, 8)
    header.writeUInt32LE(crc32(data), 16)
    header.writeUInt32LE(data.length, 20)
    header.writeUInt32LE(data.length, 24)
    header.writeUInt16LE(nameBytes.length, 28)
    header.writeUInt32LE(offset, 42)
    parts.push(local, nameBytes, data)
    directory.push(header, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const central = Buffer.concat(directory)
  const commentBytes = Buffer.from(comment)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(central.length, 12)
  end.writeUInt32LE(offset, 16)
  end.writeUInt16LE(commentBytes.length, 20)
  return Buffer.concat([...parts, central, end, commentBytes])
}

/** The parts of a minimal Word document, stored. */
export const DOCX_ENTRIES: readonly ZipEntry[] = [
  { name: '[Content_Types].xml', content: '<Types/>' },
  { name: '_rels/.rels', content: '<Relationships/>' },
  { name: 'word/document.xml', content: '<w:document/>' },
]
