import { createFileRoute } from '@tanstack/react-router'
import { JoinScreen } from '../features/account/join-screen'

/** `/welcome#<token>`: the first start's link, which makes the first admin. */
export const Route = createFileRoute('/welcome')({
  component: JoinScreen,
})
