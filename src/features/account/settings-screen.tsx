import { type FormEvent, useRef, useState } from 'react'
import type { Person } from '../../contract/team'
import { ApiError, errorMessage } from '../../lib/api-client'
import { formatDate } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { ApiKeysSection } from './api-keys-section'
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
import { useChangePassword, useSignOut } from './session-mutations'
import { SignInFirst } from './sign-in-first'
import * as styles from './styles'
import { ROLE_LABELS } from './team-queries'

/** `/settings`: who you are, your password, your sessions and your API keys. */
export function SettingsScreen() {
  useDocumentTitle('Settings')
  const person = useMe()?.person
  if (!person) return <SignInFirst title="Settings" />
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className={styles.pageTitle}>Settings</h1>
      <AccountSummary person={person} />
      <ChangePassword person={person} />
      <SignOutEverywhere />
      <ApiKeysSection person={person} />
    </div>
  )
}

function AccountSummary({ person }: { person: Person }) {
  const rows: [string, string][] = [
    ['Name', person.name],
    ['Email', person.email],
    ['Role', ROLE_LABELS[person.role]],
    ['Member since', formatDate(person.created_at)],
  ]
  return (
    <section aria-labelledby="account-heading" className={styles.panel}>
      <h2 id="account-heading" className={styles.sectionTitle}>
        Your account
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="-mt-2 break-words sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`${styles.muted} mt-4`}>
        {person.role === 'admin'
          ? 'As an admin you manage the people of the team, their invitations and every API key.'
          : person.role === 'member'
            ? 'As a member you search the ads and may make API keys that read them.'
            : 'As a viewer you search the ads; ask an admin for the member role to make API keys.'}
      </p>
    </section>
  )
}

interface PasswordErrors {
  current?: string | undefined
  next?: string | undefined
  form?: string | undefined
}

function ChangePassword({ person }: { person: Person }) {
  const form = useRef<HTMLFormElement>(null)
  const change = useChangePassword()
  const busy = change.isPending
  const done = change.isSuccess
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const element = event.currentTarget
    const data = new FormData(element)
    const currentPassword = String(data.get('current') ?? '')
    const newPassword = String(data.get('new') ?? '')
    const found: PasswordErrors = {
      current: currentPassword ? undefined : 'Enter your current password',
      next: !newPassword
        ? 'Choose a new password'
        : passwordLength(newPassword) < PASSWORD_MIN
          ? `Use at least ${PASSWORD_MIN} characters: this one has ${passwordLength(newPassword)}`
          : undefined,
    }
    change.reset()
    if (found.current || found.next) {
      setErrors({ ...found, form: found.current ?? found.next })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    change.mutate(
      { current: currentPassword, next: newPassword },
      {
        onSuccess: () => element.reset(),
        onError: (error) => {
          setErrors(passwordFailure(error))
          setAttempt((n) => n + 1)
        },
      },
    )
  }

  return (
    <section aria-labelledby="password-heading" className={styles.panel}>
      <h2 id="password-heading" className={styles.sectionTitle}>
        Change password
      </h2>
      <p className={`${styles.muted} mt-1`}>Your other sessions are signed out when you change it.</p>
      <form ref={form} noValidate onSubmit={submit} className="mt-4 flex max-w-md flex-col gap-4">
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
        <FormAlert message={errors.form} />
        {done && (
          <p role="status" className={styles.successBox}>
            Your password has been changed. Other sessions were signed out; you stay signed in here.
          </p>
        )}
        <Field
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          maxLength={512}
          required
          error={errors.current}
        />
        <Field
          label="New password"
          name="new"
          type="password"
          autoComplete="new-password"
          maxLength={512}
          required
          help={PASSWORD_RULE}
          error={errors.next}
        />
        <div>
          <SubmitButton busy={busy}>Change password</SubmitButton>
        </div>
      </form>
    </section>
  )
}

function passwordFailure(error: unknown): PasswordErrors {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) }
  const weak = error.detailFor('newPassword')
  if (weak) return { next: weak, form: weak }
  // better-auth says "Invalid password" when the current one is wrong.
  if ((error.status === 400 || error.status === 401) && /invalid password/i.test(error.message)) {
    const wrong = 'The current password is not right'
    return { current: wrong, form: wrong }
  }
  return { form: error.message }
}

function SignOutEverywhere() {
  const signOut = useSignOut({ everywhere: true })
  return (
    <section aria-labelledby="sessions-heading" className={styles.panel}>
      <h2 id="sessions-heading" className={styles.sectionTitle}>
        Sessions
      </h2>
      <p className={`${styles.muted} mt-1`}>
        Lost a device, or signed in somewhere you should not stay? This signs you out on every device and
        browser, this one included.
      </p>
      <div className="mt-4 flex flex-col items-start gap-3">
        <FormAlert message={signOut.error ? errorMessage(signOut.error) : null} />
        <button
          type="button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className={styles.buttons.secondary}
        >
          Sign out everywhere
        </button>
      </div>
    </section>
  )
}
