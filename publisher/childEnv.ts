/**
 * The environment of what the publisher starts (the build, `npm run changes`, each release's
 * server): its own, less the secrets only the publisher itself uses. A build runs the site's
 * dependencies' code, and a release server answers the internet; neither needs the hooks' secret,
 * the status token or the GitHub token.
 */
const PUBLISHER_ONLY = ['PUBLISH_WEBHOOK_SECRET', 'PUBLISH_STATUS_TOKEN', 'GITHUB_TOKEN'] as const

export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { ...env }
  for (const name of PUBLISHER_ONLY) delete kept[name]
  return kept
}
