/**
 * When the published data was read: the footer of every page says so ("Datos actualizados el …").
 * It is a file the footer fetches, not text in each page, so that a rebuild keeps rewriting only
 * the pages whose data changed (every page's HTML would change with a time in it).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { DATA_FRESHNESS_FILE, type DataFreshness } from '../src/domain/site/freshnessText'

let sourcedAt: Date | null = null

/** sourceNodes read the catalogue now (the build's data is as of this moment). */
export function markSourced(at: Date = new Date()): void {
  sourcedAt = at
}

/** Writes public/data-freshness.json for a build that succeeded. */
export function writeDataFreshness(publicDir: string, at: Date = sourcedAt ?? new Date()): void {
  const content: DataFreshness = { published_at: at.toISOString() }
  writeFileSync(path.join(publicDir, DATA_FRESHNESS_FILE), `${JSON.stringify(content)}\n`)
}
