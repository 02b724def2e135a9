import { useLocation } from '@tanstack/react-router'
import { signInHref } from '../../lib/sign-in-redirect'
import * as styles from './styles'

/** What a page for people shows to someone not signed in (public mode), or when the server did not say. */
export function SignInFirst({ title }: { title: string }) {
  const href = useLocation({ select: (location) => location.href })
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className="mt-4 text-muted">This page is for people of the team.</p>
      <p className="mt-4">
        {/* A new document: the router keeps only the search's own parameters in the URL. */}
        <a href={signInHref(href)} className={styles.link}>
          Sign in
        </a>
      </p>
    </div>
  )
}
