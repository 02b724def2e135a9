import { Link } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../lib/api-client'
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
import { useHashToken } from './join-screen'
import { PublicPage } from './public-page'
import { useResetPassword } from './session-mutations'
import * as styles from './styles'

interface Errors {
  password?: string | undefined
  repeat?: string | undefined
  form?: string | undefined
}

/** `/reset-password#<token>`: a new password, twice, from the one-time link an admin handed over. */
export function ResetPasswordScreen() {
  const token = useHashToken()
  const form = useRef<HTMLFormElement>(null)
  const reset = useResetPassword()
  const busy = reset.isPending
  const done = reset.isSuccess
  const [errors, setErrors] = useState<Errors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)
  useDocumentTitle('Set a new password')

  if (token === '') {
    return (
      <PublicPage
        title="This link is not complete"
        intro={
          <>
            <p role="alert">
              The address should end with # and a long code. Copy the whole link you were given, or ask an
              admin for a new one.
            </p>
            <p className="mt-2">
              <Link to="/sign-in" className={styles.link}>
                Go to sign in
              </Link>
            </p>
          </>
        }
      />
    )
  }

  if (done) {
    return (
      <PublicPage
        title="Your password is set"
        intro={
          <>
            <p role="status">Sign in with your new password. Any other sessions of yours were signed out.</p>
            <p className="mt-2">
              <Link to="/sign-in" className={styles.link}>
                Sign in
              </Link>
            </p>
          </>
        }
      />
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const password = String(data.get('password') ?? '')
    const repeat = String(data.get('repeat') ?? '')
    const found: Errors = {
      password: !password
        ? 'Choose a password'
        : passwordLength(password) < PASSWORD_MIN
          ? `Use at least ${PASSWORD_MIN} characters: this one has ${passwordLength(password)}`
          : undefined,
      repeat: !repeat
        ? 'Type the password again'
        : repeat !== password
          ? 'The two passwords are not the same'
          : undefined,
    }
    if (found.password || found.repeat) {
      setErrors({ ...found, form: found.password ?? found.repeat })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          setErrors(resetFailure(error))
          setAttempt((n) => n + 1)
        },
      },
    )
  }

  return (
    <PublicPage
      title="Set a new password"
      intro={<p>Choose the password you will sign in with from now on.</p>}
    >
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={errors.form} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={512}
          required
          help={PASSWORD_RULE}
          error={errors.password}
        />
        <Field
          label="Repeat the password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          maxLength={512}
          required
          error={errors.repeat}
        />
        <SubmitButton busy={busy}>Set password</SubmitButton>
      </form>
    </PublicPage>
  )
}

function resetFailure(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) }
  const weak = error.detailFor('newPassword')
  if (weak) return { password: weak, form: weak }
  if (error.status === 400 || error.status === 404) {
    return {
      form: `${error.message.replace(/\.$/, '')}. The link may have expired (it works for an hour) or been used: ask an admin for a new one.`,
    }
  }
  return { form: error.message }
}
