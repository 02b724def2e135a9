import { z } from 'zod/mini'
import { Person, Role } from './me'

/**
 * The team's side of /api/v1 (decision 0008): who is signed in, the people, invitations and API
 * keys. Times are ISO 8601 in UTC, as the ads' are.
 */
export { Me, Person, ROLES, Role } from './me'

export const KEY_SCOPES = ['read', 'write'] as const
export const KeyScope = z.enum(KEY_SCOPES)
export type KeyScope = z.infer<typeof KeyScope>

export const PeopleList = z.object({ data: z.array(Person) })
export type PeopleList = z.infer<typeof PeopleList>

/** `PATCH /api/v1/people/{id}` */
export const PersonChange = z.strictObject({ role: Role })

export const Invitation = z.object({
  id: z.string(),
  role: Role,
  /** The admin who made it; null when it was made otherwise (by an earlier version, say). */
  invited_by: z.nullable(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  expires_at: z.string(),
})
export type Invitation = z.infer<typeof Invitation>

export const InvitationList = z.object({ data: z.array(Invitation) })
export type InvitationList = z.infer<typeof InvitationList>

export const INVITATION_DAYS_MAX = 30

/** `POST /api/v1/invitations` */
export const InvitationRequest = z.object({
  role: Role,
  valid_days: z._default(z.int().check(z.minimum(1), z.maximum(INVITATION_DAYS_MAX)), 7),
})

/** A link that is shown once: an invitation, or a password reset. */
export const OneTimeLink = z.object({ url: z.string(), expires_at: z.string() })
export type OneTimeLink = z.infer<typeof OneTimeLink>

export const MadeInvitation = z.object({ invitation: Invitation, link: OneTimeLink })
export type MadeInvitation = z.infer<typeof MadeInvitation>

/** `POST /api/v1/join/check`: what a welcome or invitation link opens, before anyone fills in a form. */
export const JoinCheck = z.object({ token: z.string().check(z.maxLength(200)) })
export const JoinOffer = z.object({
  kind: z.enum(['welcome', 'invitation']),
  role: Role,
  expires_at: z.string(),
})
export type JoinOffer = z.infer<typeof JoinOffer>

/** `POST /api/v1/join`: makes the account and signs it in. */
export const JoinRequest = z.object({
  token: z.string().check(z.maxLength(200)),
  name: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(512)),
})
export type JoinRequest = z.infer<typeof JoinRequest>

export const ApiKey = z.object({
  id: z.string(),
  label: z.string(),
  scope: KeyScope,
  /** The key's first characters: enough for its holder to tell which it is. */
  shown_as: z.string(),
  owner: z.nullable(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
})
export type ApiKey = z.infer<typeof ApiKey>

export const ApiKeyList = z.object({ data: z.array(ApiKey) })
export type ApiKeyList = z.infer<typeof ApiKeyList>

export const KEY_LABEL_MAX = 100

/** `POST /api/v1/keys` */
export const KeyRequest = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(KEY_LABEL_MAX)),
  scope: z._default(KeyScope, 'read'),
})

/** The one answer that holds a key in full. */
export const MadeKey = z.object({ key: z.string(), api_key: ApiKey })
export type MadeKey = z.infer<typeof MadeKey>
