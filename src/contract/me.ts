import { z } from 'zod/mini'

/**
 * Who is asking (`GET /api/v1/me`): the one part of the team's contract that every screen needs, kept
 * apart so that the first screen's JavaScript carries no more of it (the rest: team.ts).
 */
export const ROLES = ['admin', 'member', 'viewer'] as const
export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

export const Person = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  created_at: z.string(),
})
export type Person = z.infer<typeof Person>

/** `GET /api/v1/me`: the caller, and whether the server lets anonymous visitors in. */
export const Me = z.object({
  person: z.nullable(Person),
  access: z.enum(['private', 'public']),
})
export type Me = z.infer<typeof Me>
