/**
 * `npm run referencia -- 7K2Q`: staff with a shell on the server look a WhatsApp reference up in
 * the same store the site writes (Redis with REDIS_URL, else DATA_DIR), without STAFF_TOKEN: the
 * shell is the credential. Prints one Spanish line per press of the last 90 days.
 */
import type { EnvSource } from '../src/config'
import {
  describeWhatsAppRecord,
  readReference,
  REFERENCE_DAYS,
} from '../src/domain/leads/whatsappReference'
import { readDataDir, readRedisEnv } from '../src/server/context'
import { createRedisClient } from '../src/server/redis'
import { createFilePresses, createRedisPresses } from '../src/server/whatsappPresses'

/** Exit 0 with the presses found, 1 when none, 2 for a reference that is not one. */
export async function lookUpReference(
  args: readonly string[],
  env: EnvSource,
  print: (line: string) => void,
  now = Date.now(),
): Promise<number> {
  const reference = args.length === 1 ? readReference(args[0]) : null
  if (!reference) {
    print('Uso: npm run referencia -- 7K2Q (la referencia son 4 caracteres del mensaje).')
    return 2
  }
  const files = createFilePresses(readDataDir(env))
  const redisEnv = readRedisEnv(env)
  const redis = redisEnv && createRedisClient(redisEnv.url)
  try {
    const presses = redis ? createRedisPresses({ redis, prefix: redisEnv.prefix }, files) : files
    const found = await presses.find(reference, now)
    if (found.length === 0) {
      print(`No hay pedidos con la referencia ${reference} en los últimos ${REFERENCE_DAYS} días.`)
      return 1
    }
    print(`Referencia ${reference}: ${found.length === 1 ? '1 pedido' : `${found.length} pedidos`}`)
    for (const record of found) print(`  ${describeWhatsAppRecord(record)}`)
    return 0
  } finally {
    redis?.disconnect()
  }
}
