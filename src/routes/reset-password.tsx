import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../features/account/reset-password-screen'

/** `/reset-password#<token>`: the one-time link an admin made for someone who forgot their password. */
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordScreen,
})
