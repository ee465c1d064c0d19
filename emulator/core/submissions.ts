/**
 * Where accepted form submissions go. The file store appends one JSON line per submission and
 * writes it synchronously, so a lead is on disk before the visitor sees the 201 and survives any
 * restart; reading the file back is what `GET /__submissions` lists.
 */
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

export interface Submission {
  received_at: string
  /** 'webcontact' or 'email:<status>'. */
  kind: string
  body: unknown
}

export interface SubmissionStore {
  add(kind: string, body: unknown): Submission
  list(): Submission[]
}

export const SUBMISSIONS_FILE = 'submissions.jsonl'

function endsMidLine(fd: number): boolean {
  const { size } = fstatSync(fd)
  if (size === 0) return false
  const last = Buffer.alloc(1)
  readSync(fd, last, 0, 1, size - 1)
  return last[0] !== 0x0a
}

/** Submissions kept in a JSON-lines file under `dataDir`. */
export function fileSubmissionStore(dataDir: string): SubmissionStore {
  const file = path.join(dataDir, SUBMISSIONS_FILE)
  mkdirSync(dataDir, { recursive: true })
  return {
    add(kind, body) {
      const submission = { received_at: new Date().toISOString(), kind, body }
      const fd = openSync(file, 'a+')
      try {
        // A crash may have left the last line without its newline; start on a line of our own.
        writeSync(fd, `${endsMidLine(fd) ? '\n' : ''}${JSON.stringify(submission)}\n`)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      return submission
    },
    list() {
      let text: string
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        return []
      }
      const submissions: Submission[] = []
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue
        // A line cut short by a crash is skipped rather than hiding every other submission.
        try {
          submissions.push(JSON.parse(line) as Submission)
        } catch {
          continue
        }
      }
      return submissions
    },
  }
}

/** Submissions kept in memory, for msw handlers in tests. */
export function memorySubmissionStore(): SubmissionStore {
  const submissions: Submission[] = []
  return {
    add(kind, body) {
      const submission = { received_at: new Date().toISOString(), kind, body }
      submissions.push(submission)
      return submission
    },
    list: () => submissions.slice(),
  }
}
