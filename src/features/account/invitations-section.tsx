import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { INVITATION_DAYS_MAX, type MadeInvitation, ROLES, type Role } from '../../contract/team'
import { ApiError, errorMessage } from '../../lib/api-client'
import { formatDate, formatDateTime } from '../../lib/format'
import { CopyField, Field, FormAlert, SubmitButton, useFocusFirstInvalid } from './form-parts'
import * as styles from './styles'
import {
  invitationsQueryOptions,
  ROLE_LABELS,
  useCreateInvitation,
  useWithdrawInvitation,
  withArticle,
} from './team-queries'

const ignore = () => {}

const DEFAULT_DAYS = 7

/** Invitation links: making one (shown once), and the open ones, each of which can be withdrawn. */
export function InvitationsSection() {
  const invitations = useQuery(invitationsQueryOptions())
  const [made, setMade] = useState<MadeInvitation | null>(null)
  const withdraw = useWithdrawInvitation()
  return (
    <section aria-labelledby="invitations-heading" className={styles.panel}>
      <h2 id="invitations-heading" className={styles.sectionTitle}>
        Invitations
      </h2>
      <p className={`${styles.muted} mt-1`}>
        An invitation is a link that makes one account with the role you choose. We send no e-mail: copy the
        link and send it yourself.
      </p>
      <h3 className="mt-6 text-base font-semibold">New invitation</h3>
      <NewInvitationForm onMade={setMade} />
      {made && (
        <div className={`${styles.warningBox} mt-4 flex flex-col gap-3`}>
          <CopyField
            key={made.link.url}
            label={`Invitation link for ${withArticle(made.invitation.role)}`}
            value={made.link.url}
            copyLabel="Copy invitation link"
            autoFocus
            help={`It works once, until ${formatDateTime(made.link.expires_at)}. It is shown only now: copy it and send it to the person.`}
          />
          <div>
            <button type="button" onClick={() => setMade(null)} className={styles.buttons.secondary}>
              Done
            </button>
          </div>
        </div>
      )}

      <h3 className="mt-8 text-base font-semibold">Open invitations</h3>
      <div className="mt-2 flex flex-col gap-3">
        <FormAlert
          message={
            withdraw.error ? `The invitation was not withdrawn: ${errorMessage(withdraw.error)}` : null
          }
        />
        {invitations.data ? (
          invitations.data.data.length === 0 ? (
            <p className={styles.muted}>No invitations are open.</p>
          ) : (
            <div className="-mx-1 overflow-x-auto px-1">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.th}>
                      Role
                    </th>
                    <th scope="col" className={`${styles.th} max-sm:hidden`}>
                      Made
                    </th>
                    <th scope="col" className={styles.th}>
                      Expires
                    </th>
                    <th scope="col" className={styles.th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.data.data.map((invitation) => (
                    <tr key={invitation.id}>
                      <td className={styles.td}>
                        <span className="block font-medium">{ROLE_LABELS[invitation.role]}</span>
                        {invitation.invited_by && (
                          <span className="block break-words text-muted">
                            Invited by {invitation.invited_by.name}
                          </span>
                        )}
                      </td>
                      <td className={`${styles.td} max-sm:hidden`}>{formatDate(invitation.created_at)}</td>
                      <td className={styles.td}>{formatDateTime(invitation.expires_at)}</td>
                      <td className={`${styles.td} text-right`}>
                        <button
                          type="button"
                          onClick={() =>
                            // A refusal is said from `withdraw.error`, above the list.
                            withdraw.mutateAsync(invitation).then(() => {
                              if (made?.invitation.id === invitation.id) setMade(null)
                            }, ignore)
                          }
                          disabled={withdraw.isPending && withdraw.variables?.id === invitation.id}
                          className={styles.buttons.small}
                        >
                          Withdraw
                          <span className="sr-only">
                            {' '}
                            the invitation for {withArticle(invitation.role)}, made{' '}
                            {invitation.invited_by ? `by ${invitation.invited_by.name} ` : ''}
                            {formatDate(invitation.created_at)}
                          </span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : invitations.error ? (
          <div role="alert" className={styles.alertBox}>
            <p>The invitations could not be loaded: {errorMessage(invitations.error)}</p>
            <button
              type="button"
              onClick={() => void invitations.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Try again
            </button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            Loading the invitations…
          </p>
        )}
      </div>
    </section>
  )
}

interface InvitationErrors {
  days?: string | undefined
  form?: string | undefined
}

function NewInvitationForm({ onMade }: { onMade: (made: MadeInvitation) => void }) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<InvitationErrors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)
  const create = useCreateInvitation()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (create.isPending) return
    const data = new FormData(event.currentTarget)
    const role = (ROLES as readonly string[]).includes(String(data.get('role')))
      ? (data.get('role') as Role)
      : 'member'
    const daysText = String(data.get('days') ?? '').trim()
    const days = Number(daysText)
    if (!/^\d+$/.test(daysText) || days < 1 || days > INVITATION_DAYS_MAX) {
      const days = `Give a whole number of days from 1 to ${INVITATION_DAYS_MAX}`
      setErrors({ days, form: days })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    try {
      onMade(await create.mutateAsync({ role, valid_days: days }))
    } catch (error) {
      const days = error instanceof ApiError ? error.detailFor('valid_days') : undefined
      setErrors({ days, form: errorMessage(error) })
      setAttempt((n) => n + 1)
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-2 flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap items-start gap-4">
        <div>
          <label htmlFor="invitation-role" className={styles.label}>
            Role
          </label>
          <select id="invitation-role" name="role" defaultValue="member" className={`${styles.select} mt-1`}>
            {(['member', 'viewer', 'admin'] as const).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="w-40">
          <Field
            label="Valid for (days)"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITATION_DAYS_MAX}
            step={1}
            defaultValue={DEFAULT_DAYS}
            required
            error={errors.days}
          />
        </div>
      </div>
      <div>
        <SubmitButton busy={create.isPending}>Create invitation link</SubmitButton>
      </div>
    </form>
  )
}
