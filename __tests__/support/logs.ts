import { createLogger, type LogLevel } from '../../server/log'

/** The server's own logger (server/log.ts, redaction included), its lines kept to read back. */
export function capturedLogger(level: LogLevel = 'info') {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger(
    { level, pretty: false },
    { name: 'sitio', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  )
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') }
}
