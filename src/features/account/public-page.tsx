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
      {intro && <div className="mt-2 flex flex-col gap-2 text-slate-600 dark:text-slate-400">{intro}</div>}
      {children && (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/40">
          {children}
        </div>
      )}
    </div>
  )
}
