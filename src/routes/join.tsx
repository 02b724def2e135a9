import { createFileRoute } from '@tanstack/react-router'
import { JoinScreen } from '../features/account/join-screen'

/** `/join#<token>`: an admin's invitation, with the role it gives. */
export const Route = createFileRoute('/join')({
  component: JoinScreen,
})
