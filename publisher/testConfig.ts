/** Settings for the publisher's tests, read as the publisher reads its environment. */
import { readPublisherConfig, type PublisherConfig } from './config'

/** A publisher in `root` on this machine, with no polling and `secret` for its hooks. */
export function testConfig(
  root: string,
  secret: string,
  env: NodeJS.ProcessEnv = {},
): PublisherConfig {
  return readPublisherConfig(
    {
      PUBLISH_HOST: '127.0.0.1',
      PUBLISH_PORT: '0',
      PUBLISH_POLL_MINUTES: '0',
      PUBLISH_WEBHOOK_SECRET: secret,
      ...env,
    },
    root,
  )
}
