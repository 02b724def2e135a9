interface LineIconProps {
  /** The outline, drawn on a 20×20 grid. */
  path: string
  className?: string
  strokeWidth?: number
}

/** A small outline icon in the text colour, beside a visible label: decoration, hidden from screen readers. */
export function LineIcon({ path, className = 'size-4', strokeWidth = 1.8 }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      className={className}
    >
      <path d={path} />
    </svg>
  )
}

/** The mark of saving to a board: the Save control, a card's saved mark, an empty board's cover. */
export const BOOKMARK = 'M5.5 3.5h9v13L10 13l-4.5 3.5z'
