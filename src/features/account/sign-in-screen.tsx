import { getRouteApi, useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../lib/api-client'
import { safeRedirect } from '../../lib/sign-in-redirect'
import { Field, FormAlert, SubmitButton, useDocumentTitle, useFocusFirstInvalid } from './form-parts'
import { PublicPage } from './public-page'
import { useSignIn } from './session-mutations'

const route = getRouteApi('/sign-in')

interface Errors {
  email?: string
  password?: string
  form?: string
}

/** Email and password, then back to the page that sent the person here (or the search). */
export function SignInScreen() {
  const { redirect } = route.useSearch()
  const router = useRouter()
  const signIn = useSignIn()
  const form = useRef<HTMLFormElement>(null)
  // Still busy once signed in, while the page the person came from opens.
  const busy = signIn.isPending || signIn.isSuccess
  const [errors, setErrors] = useState<Errors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)
  useDocumentTitle('Sign in')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const found: Errors = {}
    if (!email) found.email = 'Enter your email address'
    if (!password) found.password = 'Enter your password'
    if (found.email || found.password) {
      setErrors({ ...found, form: 'Enter your email address and your password.' })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => void router.navigate({ href: safeRedirect(redirect), replace: true }),
        onError: (error) => {
          setErrors({ form: signInFailure(error) })
          setAttempt((n) => n + 1)
        },
      },
    )
  }

  return (
    <PublicPage title="Sign in">
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={errors.form} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
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
          autoComplete="current-password"
          maxLength={512}
          required
          error={errors.password}
        />
        <SubmitButton busy={busy}>Sign in</SubmitButton>
      </form>
      <p className="mt-6 text-sm text-muted">
        Accounts are made by invitation: ask an admin of your team for a link. Forgot your password? An admin
        can give you a reset link.
      </p>
    </PublicPage>
  )
}

function signInFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'The email address or the password is not right.'
  return errorMessage(error)
}
