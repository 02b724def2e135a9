import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { JoinOffer } from '../../contract/team'
import { ApiError, callApi, errorMessage } from '../../lib/api-client'
import { formatDateTime } from '../../lib/format'
import {
  Field,
  FormAlert,
  PASSWORD_MIN,
  PASSWORD_RULE,
  passwordLength,
  SubmitButton,
  useDocumentTitle,
  useFocusFirstInvalid,
} from './form-parts'
import { PublicPage } from './public-page'
import { useJoin } from './session-mutations'
import * as styles from './styles'
import { withArticle } from './team-queries'

/** The token of a welcome, invitation or reset link: in the fragment, which never reaches a server. */
export function useHashToken(): string {
  return useLocation({ select: (location) => location.hash }).trim()
}

/**
 * `/welcome` and `/join`: checks the link's token, then makes the account (signed in at once) and
 * opens the search. What the page offers follows the link, whichever of the two addresses it has.
 */
export function JoinScreen() {
  useDocumentTitle('Create your account')
  const token = useHashToken()
  const offer = useQuery({
    queryKey: ['join-check', token],
    queryFn: ({ signal }) => callApi({ path: '/join/check', body: { token }, schema: JoinOffer, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

  if (token === '') {
    return (
      <DeadLink
        title="This link is not complete"
        detail="The address should end with # and a long code. Copy the whole link from the message you got, or ask for a new one."
      />
    )
  }
  if (offer.error) {
    const gone = offer.error instanceof ApiError && offer.error.status === 404
    return (
      <DeadLink
        title={gone ? 'This link does not work' : 'The link could not be checked'}
        detail={errorMessage(offer.error)}
        onRetry={gone ? undefined : () => void offer.refetch()}
      />
    )
  }
  if (!offer.data) {
    return (
      <PublicPage title="Checking the link…">
        <p role="status" className={styles.muted}>
          One moment: checking that the link still works.
        </p>
      </PublicPage>
    )
  }
  return <JoinForm token={token} offer={offer.data} />
}

function DeadLink({
  title,
  detail,
  onRetry,
}: {
  title: string
  detail: string
  onRetry?: (() => void) | undefined
}) {
  return (
    <PublicPage
      title={title}
      intro={
        <>
          <p role="alert">{detail}</p>
          <p className="mt-2 flex flex-wrap items-center gap-4">
            {onRetry && (
              <button type="button" onClick={onRetry} className={styles.buttons.secondary}>
                Try again
              </button>
            )}
            <Link to="/sign-in" className={styles.link}>
              Go to sign in
            </Link>
          </p>
        </>
      }
    />
  )
}

interface Errors {
  name?: string | undefined
  email?: string | undefined
  password?: string | undefined
  form?: string | undefined
  /** The link stopped working while the form was open: offer sign-in instead of retrying. */
  dead?: boolean
}

function JoinForm({ token, offer }: { token: string; offer: JoinOffer }) {
  const router = useRouter()
  const join = useJoin()
  const form = useRef<HTMLFormElement>(null)
  // Still busy once joined, while the search opens.
  const busy = join.isPending || join.isSuccess
  const [errors, setErrors] = useState<Errors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)
  const welcome = offer.kind === 'welcome'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const name = String(data.get('name') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const found: Errors = {
      name: name ? undefined : 'Enter your name',
      email: !email
        ? 'Enter your email address'
        : email.includes('@')
          ? undefined
          : 'Enter an email address, like name@example.com',
      password: !password
        ? 'Choose a password'
        : passwordLength(password) < PASSWORD_MIN
          ? `Use at least ${PASSWORD_MIN} characters: this one has ${passwordLength(password)}`
          : undefined,
    }
    if (found.name || found.email || found.password) {
      setErrors({ ...found, form: 'Some fields need another look.' })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    join.mutate(
      { token, name, email, password },
      {
        onSuccess: () => void router.navigate({ to: '/', replace: true }),
        onError: (error) => {
          setErrors(joinFailure(error))
          setAttempt((n) => n + 1)
        },
      },
    )
  }

  return (
    <PublicPage
      title={
        welcome ? 'Create the first admin account' : `You're invited to join as ${withArticle(offer.role)}`
      }
      intro={
        <p>
          {welcome
            ? 'Nobody has an account here yet. Yours will be the first, as an admin: you then invite the rest of your team.'
            : `Make your account to search the team's ads. The link works once, until ${formatDateTime(offer.expires_at)}.`}
        </p>
      }
    >
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={errors.form}>
          {errors.dead && (
            <p className="mt-2">
              <Link to="/sign-in" className={styles.link}>
                Go to sign in
              </Link>
            </p>
          )}
        </FormAlert>
        <Field label="Name" name="name" autoComplete="name" maxLength={100} required error={errors.name} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={254}
          required
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={512}
          required
          help={PASSWORD_RULE}
          error={errors.password}
        />
        <SubmitButton busy={busy}>{welcome ? 'Create account' : 'Join'}</SubmitButton>
      </form>
    </PublicPage>
  )
}

/** The server's refusal, on the field it names when it names one. */
function joinFailure(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) }
  if (error.status === 404) return { form: error.message, dead: true }
  if (error.status === 409) return { email: error.message, form: error.message }
  const name = error.detailFor('name')
  const email = error.detailFor('email')
  const password = error.detailFor('password')
  return { name, email, password, form: error.message }
}
