import { type Context, Hono } from 'hono'
import {
  type ApiKey,
  InvitationRequest,
  JoinCheck,
  type JoinOffer,
  JoinRequest,
  KeyRequest,
  type Me,
  PersonChange,
  type Invitation as ShownInvitation,
  type Person as ShownPerson,
} from '../../contract/team'
import type { AppConfig } from '../config'
import { type ApiEnv, allow } from '../http/caller'
import { changeOf } from '../http/change-body'
import { bodyOf, noQuery } from '../http/checked-input'
import { ProblemError } from '../http/problem'
import { tooMany } from '../http/rate-limit'
import { requestOrigin } from '../http/request-origin'
import type { ApiKey as StoredKey } from '../workspace/api-keys'
import type { Invitation, Refusal } from '../workspace/invitations'
import { type Person, type Team, TeamError } from '../workspace/team'

const DAY_MS = 24 * 60 * 60 * 1000
/** A reset link works for better-auth's hour. */
const RESET_MS = 60 * 60 * 1000
/** Wrong or spent links tried from one address before it must wait: tokens are unguessable anyway. */
const JOIN_FAILURES = { max: 20, windowMs: 15 * 60_000 }

const iso = (ms: number) => new Date(ms).toISOString()
const shownPerson = (person: Person): ShownPerson => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  created_at: iso(person.createdMs),
})
/** An invitation with its maker, as the team's other references to people name them. */
const shownInvitation = async (team: Team, invitation: Invitation): Promise<ShownInvitation> => {
  const maker = invitation.createdBy === null ? undefined : await team.find(invitation.createdBy)
  return {
    id: invitation.id,
    role: invitation.role,
    invited_by: maker ? { id: maker.id, name: maker.name } : null,
    created_at: iso(invitation.createdMs),
    expires_at: iso(invitation.expiresMs),
  }
}

const REFUSALS: Record<Refusal, string> = {
  unknown: 'This link is not valid. Check that it was copied whole, or ask for a new one.',
  expired: 'This link has expired. Ask whoever sent it for a new one.',
  used: 'This link has been used already. Sign in, or ask for a new one.',
  withdrawn: 'This link was withdrawn. Ask whoever sent it for a new one.',
}

const fromTeamError = (error: unknown): never => {
  if (!(error instanceof TeamError)) throw error
  const code = error.status === 404 ? 'not_found' : error.status === 409 ? 'conflict' : 'invalid_parameter'
  const errors = error.parameter ? [{ parameter: error.parameter, detail: error.message }] : []
  throw new ProblemError(error.status, code, error.message, errors)
}

/**
 * `/api/v1/join`: what a welcome or invitation link offers, and taking it up. The one part of the
 * API that answers people who are not signed in, so it sits before the access check.
 */
export function joinRoutes({ team }: { team: Team }) {
  /** A link that does not open: counted per address, and said plainly. */
  const refuse = async (c: Context, refusal: Refusal): Promise<never> => {
    await team.limits.add(`join:${c.get('clientAddress') ?? 'unknown'}`, JOIN_FAILURES)
    throw new ProblemError(404, 'not_found', REFUSALS[refusal])
  }
  const notTooMany = async (c: Context) => {
    const so = await team.limits.peek(`join:${c.get('clientAddress') ?? 'unknown'}`, JOIN_FAILURES)
    if (so.count >= JOIN_FAILURES.max) {
      throw tooMany(
        `Too many links that did not work; try again in ${so.retryAfterSeconds} s`,
        so.retryAfterSeconds,
      )
    }
  }
  /** The invitation a token opens; a welcome link opens only while the team has nobody in it. */
  const offerOf = async (c: Context, token: string): Promise<Invitation> => {
    await notTooMany(c)
    const checked = await team.invitations.check(token)
    if ('refused' in checked) return refuse(c, checked.refused)
    if (checked.invitation.kind === 'welcome' && (await team.count()) > 0) return refuse(c, 'used')
    return checked.invitation
  }

  return new Hono<ApiEnv>()
    .post('/check', noQuery, async (c) => {
      const { token } = await bodyOf(c, JoinCheck)
      const invitation = await offerOf(c, token)
      const offer: JoinOffer = {
        kind: invitation.kind,
        role: invitation.role,
        expires_at: iso(invitation.expiresMs),
      }
      return c.json(offer)
    })
    .post('/', noQuery, async (c) => {
      const input = await bodyOf(c, JoinRequest)
      const invitation = await offerOf(c, input.token)
      const person = await team.create({ ...input, role: invitation.role }).catch(fromTeamError)
      // The link is spent only now, in one conditional update: of two people racing for it, the
      // second one's new account is taken back.
      const used = await team.invitations.use(input.token, person.id)
      if ('refused' in used) {
        await team.remove(person.id).catch(() => {})
        return refuse(c, used.refused)
      }
      const signedIn = await team.auth.api.signInEmail({
        body: { email: person.email, password: input.password },
        headers: c.req.raw.headers,
        returnHeaders: true,
      })
      for (const cookie of signedIn.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
      return c.json({ person: shownPerson(person) }, 201)
    })
}

/** `/api/v1/me`, `/people`, `/invitations` and `/keys`, after the access check. */
export function teamRoutes({ config, team }: { config: AppConfig; team: Team }) {
  const admin = allow('admin', { session: true })
  const linkTo = (c: Context, page: string, token: string) =>
    `${requestOrigin(c, config.publicUrl)}/${page}#${token}`

  const shownKey = async (key: StoredKey): Promise<ApiKey> => {
    const owner = key.owner === null ? undefined : await team.find(key.owner)
    return {
      id: key.id,
      label: key.label,
      scope: key.scope,
      shown_as: key.shownAs,
      owner: owner ? { id: owner.id, name: owner.name } : null,
      created_at: iso(key.createdMs),
    }
  }
  /** The keys a caller sees: their own; an admin sees every key still working. */
  const keysSeenBy = async (person: Person) =>
    (await team.keys.list()).filter(
      (key) => key.revokedMs === null && (person.role === 'admin' || key.owner === person.id),
    )

  return new Hono<ApiEnv>()
    .get('/me', noQuery, (c) => {
      const person = c.get('caller').person
      const me: Me = { person: person ? shownPerson(person) : null, access: config.access ?? 'private' }
      return c.json(me)
    })

    .get('/people', noQuery, admin, async (c) => c.json({ data: (await team.list()).map(shownPerson) }))
    .patch('/people/:id', noQuery, admin, async (c) => {
      const { role } = await changeOf(c, PersonChange)
      const person = await team.setRole(c.req.param('id'), role).catch(fromTeamError)
      return c.json(shownPerson(person))
    })
    .delete('/people/:id', noQuery, admin, async (c) => {
      await team.remove(c.req.param('id')).catch(fromTeamError)
      return c.body(null, 204)
    })
    .post('/people/:id/reset-link', noQuery, admin, async (c) => {
      const token = await team.resetToken(c.req.param('id')).catch(fromTeamError)
      return c.json({ url: linkTo(c, 'reset-password', token), expires_at: iso(Date.now() + RESET_MS) })
    })

    .get('/invitations', noQuery, admin, async (c) => {
      const open = (await team.invitations.open()).filter((i) => i.kind === 'invitation')
      return c.json({ data: await Promise.all(open.map((invitation) => shownInvitation(team, invitation))) })
    })
    .post('/invitations', noQuery, admin, async (c) => {
      const request = await bodyOf(c, InvitationRequest)
      const { token, invitation } = await team.invitations.create({
        kind: 'invitation',
        role: request.role,
        createdBy: c.get('caller').person!.id,
        validForMs: request.valid_days * DAY_MS,
      })
      const link = { url: linkTo(c, 'join', token), expires_at: iso(invitation.expiresMs) }
      return c.json({ invitation: await shownInvitation(team, invitation), link }, 201)
    })
    .delete('/invitations/:id', noQuery, admin, async (c) => {
      if (!(await team.invitations.withdraw(c.req.param('id')))) {
        throw new ProblemError(404, 'not_found', 'There is no such invitation open')
      }
      return c.body(null, 204)
    })

    .get('/keys', noQuery, allow('viewer', { session: true }), async (c) => {
      const keys = await keysSeenBy(c.get('caller').person!)
      return c.json({ data: await Promise.all(keys.map(shownKey)) })
    })
    .post('/keys', noQuery, allow('member', { session: true }), async (c) => {
      const request = await bodyOf(c, KeyRequest)
      const person = c.get('caller').person!
      // A write key may do what its person may: save to boards for a member, ingest ads for an admin.
      const { key, apiKey } = await team.keys.create({
        label: request.label.trim(),
        scope: request.scope,
        owner: person.id,
      })
      return c.json({ key, api_key: await shownKey(apiKey) }, 201)
    })
    .delete('/keys/:id', noQuery, allow('viewer', { session: true }), async (c) => {
      const person = c.get('caller').person!
      const key = (await keysSeenBy(person)).find((k) => k.id === c.req.param('id'))
      // Someone else's key is as absent as a key that never was: its id tells nobody anything.
      if (!key) throw new ProblemError(404, 'not_found', 'There is no such key among yours')
      await team.keys.revoke(key.id)
      return c.body(null, 204)
    })
}
