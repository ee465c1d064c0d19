/**
 * Compound files (OLE2) as the CV check reads them: the header's signature, then one directory
 * sector of 512 bytes with the root entry and the streams named, each a 128-byte entry.
 */
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

function entry(name: string, type: number): Buffer {
  const bytes = Buffer.alloc(128)
  const encoded = Buffer.from(`${name}\0`, 'utf16le')
  encoded.copy(bytes, 0)
  bytes.writeUInt16LE(encoded.length, 64)
  bytes[66] = type
  return bytes
}

/** A compound file holding these streams (a Word document holds WordDocument). */
export function compoundFile(streams: readonly string[]): Buffer {
  const header = Buffer.alloc(512)
  Buffer.from(SIGNATURE).copy(header, 0)
  const entries = [entry('Root Entry', 5), ...streams.map((name) => entry(name, 2))]
  const directory = Buffer.concat([...entries, Buffer.alloc(512 - (entries.length % 4) * 128)])
  return Buffer.concat([header, directory.subarray(0, Math.ceil(entries.length / 4) * 512)])
}

/** A Word 97–2003 document, as far as its directory goes. */
export const WORD_DOC = compoundFile(['WordDocument', '1Table', '\u0005SummaryInformation'])
