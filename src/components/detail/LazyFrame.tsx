import { useEffect, useRef, useState, type ReactNode } from 'react'

interface LazyFrameProps {
  src: string
  title: string
  /** The button that stands where the frame goes, until the visitor asks for it. */
  buttonLabel: ReactNode
  buttonClassName: string
  /** The frame's `sandbox` (src/domain/detail/embeds.ts): no frame of the site goes without one. */
  sandbox: string
  allow?: string
  describedBy?: string
}

/**
 * An iframe that loads nothing until asked (players, maps: nothing outside may load with the
 * page): a button takes its place and, on click, swaps in the frame and hands it the focus.
 */
export function LazyFrame({
  src,
  title,
  buttonLabel,
  buttonClassName,
  sandbox,
  allow,
  describedBy,
}: LazyFrameProps) {
  const [open, setOpen] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (open) frame.current?.focus()
  }, [open])
  return open ? (
    <iframe
      ref={frame}
      src={src}
      title={title}
      loading="lazy"
      sandbox={sandbox}
      allow={allow}
      allowFullScreen={allow !== undefined}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    <button
      type="button"
      className={buttonClassName}
      onClick={() => setOpen(true)}
      aria-describedby={describedBy}
    >
      {buttonLabel}
    </button>
  )
}
