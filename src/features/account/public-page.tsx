import type { ReactNode } from 'react'
import * as styles from './styles'

interface PublicPageProps {
  title: ReactNode
  /** A sentence or two under the title. */
  intro?: ReactNode
  children?: ReactNode
}

/** The narrow, centred card of the pages people reach before they are signed in. */
export function PublicPage({ title, intro, children }: PublicPageProps) {
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-10">
      <h1 className={`${styles.pageTitle} break-words`}>{title}</h1>
      {intro && <div className="mt-2 flex flex-col gap-2 text-muted">{intro}</div>}
      {children && (
        <div className="mt-6 rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-8">{children}</div>
      )}
    </div>
  )
}
