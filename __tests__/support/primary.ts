import {
  answerPrimaryRequest,
  type PrimaryChannel,
  type PrimaryHandlers,
} from '../../src/server/primaryRequests'

/**
 * A worker's channel to a primary that answers with `handlers`, the way node:cluster links
 * them: each message serialised as JSON and delivered later. `answering: false`, a primary
 * that never does.
 */
export function linkedWorker(handlers: PrimaryHandlers, { answering = true } = {}): PrimaryChannel {
  const listeners: ((message: unknown) => void)[] = []
  return {
    send(message, sent) {
      const copy: unknown = JSON.parse(JSON.stringify(message))
      setImmediate(() => {
        sent(null)
        if (!answering) return
        void answerPrimaryRequest(handlers, copy).then((answer) => {
          if (!answer) return
          const back: unknown = JSON.parse(JSON.stringify(answer))
          setImmediate(() => listeners.forEach((listener) => listener(back)))
        })
      })
    },
    listen: (listener) => listeners.push(listener),
  }
}
