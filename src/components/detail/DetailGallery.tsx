import type { Property } from '../../domain/types'
import { DetailSection } from './DetailSection'
import { MediaGallery } from './MediaGallery'

type Media = Pick<Property, 'photos' | 'videos' | 'tour_360' | 'blueprints'>

/** A property's or development's photos, videos, tours and plans, under a heading for readers. */
export function DetailGallery({
  title,
  label,
  media,
}: {
  title: string
  label: string
  media: Media
}) {
  return (
    <DetailSection id="titulo-galeria" title={label} hideTitle>
      <MediaGallery
        title={title}
        photos={media.photos}
        videos={media.videos}
        tours={media.tour_360}
        blueprints={media.blueprints}
      />
    </DetailSection>
  )
}
