/**
 * Preloaded into the production server's processes by the hostile suite (NODE_OPTIONS=--import):
 * a full garbage collection on SIGUSR2, so that the memory read after a round of requests is
 * what the process still holds, not what V8 had not yet collected. Nothing else changes.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc')

process.on('SIGUSR2', () => {
  collect()
  collect()
})
