/** Video and 360° tour providers the site can embed (spec §9). */
import type { TourProvider, VideoProvider } from '../types'

export const VIDEO_PROVIDERS: readonly VideoProvider[] = ['youtube', 'vimeo']

export const TOUR_PROVIDERS: readonly TourProvider[] = [
  'matterport',
  'hauzd',
  '360magictour',
  'vista360',
  'roundme',
  'ricoh',
  'kuula',
]

export function isTourProvider(value: string): value is TourProvider {
  return (TOUR_PROVIDERS as readonly string[]).includes(value)
}
