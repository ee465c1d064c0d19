/** The agency's mark: a roof over a door, drawn inline so it follows the theme's colours. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path
        d="M7 15.5 16 8l9 7.5M10 13.5V24h12V13.5M14 24v-5h4v5"
        fill="none"
        stroke="var(--color-primary-contrast)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
