/**
 * An answer written straight on a connection's socket, for the moments no response object
 * exists or should be used (Node's parser refused the request; a body refused unread): JSON,
 * never kept by a cache, and the connection announced closed.
 */
import { STATUS_CODES } from 'node:http'

/** `json` is the body as its server writes its other answers (compact, or indented). */
export function socketAnswer(status: number, json: string): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    'Cache-Control: no-store\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    'Connection: close\r\n\r\n' +
    json
  )
}
