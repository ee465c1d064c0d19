/**
 * The names of a ZIP archive's entries, read from its central directory the way an unzipping
 * program finds them: never a text search through the bytes, where a name could stand inside a
 * file or a comment. No dependency of the site reads a ZIP synchronously from a Buffer, and a
 * .docx needs only this much.
 *
 * Bounded and strict: the end-of-central-directory record within the last 65,557 bytes (its
 * 22 bytes and the longest comment), a directory whose entries and size fit inside the buffer,
 * every entry's local header inside it too. A truncated or malformed archive, a zip64 one (this
 * reader does not follow its 64-bit fields), one split across disks and one with an encrypted
 * entry give null.
 */

const END_OF_DIRECTORY = 0x06054b50
const ZIP64_END_LOCATOR = 0x07064b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const END_OF_DIRECTORY_SIZE = 22
const ZIP64_END_LOCATOR_SIZE = 20
const DIRECTORY_ENTRY_SIZE = 46
const LOCAL_HEADER_SIZE = 30
const MAX_COMMENT = 0xffff
/** General-purpose flag bit 0: the entry is encrypted. */
const ENCRYPTED = 0x0001
/** A 16- or 32-bit field at its largest says "the real value is in the zip64 record". */
const ZIP64_SHORT = 0xffff
const ZIP64_LONG = 0xffffffff

/** Where the end-of-central-directory record starts, or -1: the last one whose comment ends the file. */
function endOfDirectoryOffset(zip: Buffer): number {
  const last = zip.length - END_OF_DIRECTORY_SIZE
  const earliest = Math.max(0, last - MAX_COMMENT)
  for (let offset = last; offset >= earliest; offset--) {
    if (
      zip.readUInt32LE(offset) === END_OF_DIRECTORY &&
      offset + END_OF_DIRECTORY_SIZE + zip.readUInt16LE(offset + 20) === zip.length
    )
      return offset
  }
  return -1
}

/** The entries' names in directory order (Latin-1: the names looked for are ASCII), or null. */
export function zipEntryNames(zip: Buffer): string[] | null {
  const end = endOfDirectoryOffset(zip)
  if (end < 0) return null
  const thisDisk = zip.readUInt16LE(end + 4)
  const directoryDisk = zip.readUInt16LE(end + 6)
  const entriesHere = zip.readUInt16LE(end + 8)
  const entries = zip.readUInt16LE(end + 10)
  const directorySize = zip.readUInt32LE(end + 12)
  const directoryStart = zip.readUInt32LE(end + 16)
  const zip64 =
    entries === ZIP64_SHORT ||
    directorySize === ZIP64_LONG ||
    directoryStart === ZIP64_LONG ||
    (end >= ZIP64_END_LOCATOR_SIZE &&
      zip.readUInt32LE(end - ZIP64_END_LOCATOR_SIZE) === ZIP64_END_LOCATOR)
  if (zip64 || thisDisk !== 0 || directoryDisk !== 0 || entriesHere !== entries) return null
  const directoryEnd = directoryStart + directorySize
  if (entries === 0 || entries * DIRECTORY_ENTRY_SIZE > directorySize || directoryEnd > end)
    return null

  const names: string[] = []
  let offset = directoryStart
  for (let index = 0; index < entries; index++) {
    if (offset + DIRECTORY_ENTRY_SIZE > directoryEnd) return null
    if (zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null
    const flags = zip.readUInt16LE(offset + 8)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const size = zip.readUInt32LE(offset + 24)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    const startDisk = zip.readUInt16LE(offset + 34)
    const localHeader = zip.readUInt32LE(offset + 42)
    if (flags & ENCRYPTED) return null
    if (compressedSize === ZIP64_LONG || size === ZIP64_LONG || localHeader === ZIP64_LONG)
      return null
    if (startDisk !== 0 || nameLength === 0) return null
    const nameStart = offset + DIRECTORY_ENTRY_SIZE
    const next = nameStart + nameLength + extraLength + commentLength
    if (next > directoryEnd) return null
    // The entry's data, behind its local header, lies before the directory: none is missing.
    if (localHeader + LOCAL_HEADER_SIZE > directoryStart) return null
    if (zip.readUInt32LE(localHeader) !== LOCAL_HEADER) return null
    const dataStart =
      localHeader +
      LOCAL_HEADER_SIZE +
      zip.readUInt16LE(localHeader + 26) +
      zip.readUInt16LE(localHeader + 28)
    if (dataStart + compressedSize > directoryStart) return null
    names.push(zip.toString('latin1', nameStart, nameStart + nameLength))
    offset = next
  }
  return offset === directoryEnd ? names : null
}
