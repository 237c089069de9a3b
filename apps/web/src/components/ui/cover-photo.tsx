import { coverImage, type ListingMedia } from '@vishwas/domain'

/**
 * A listing's cover photo (its primary photo, else its first), or nothing when it has none.
 * Loaded lazily and decoded off the main thread: cards below the fold cost nothing until seen.
 */
export function CoverPhoto({ media, alt, className = '' }: { media: readonly ListingMedia[]; alt: string; className?: string }) {
  const cover = coverImage(media)
  if (!cover) return null
  const size = cover.metadata.dimensions
  return (
    <img
      src={cover.thumbnail ?? cover.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...(size ? { width: size.width, height: size.height } : {})}
      className={`object-cover ${className}`}
    />
  )
}
