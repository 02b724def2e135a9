import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type OneTimeLink, type Person, ROLES, type Role } from '../../contract/team'
import { errorMessage } from '../../lib/api-client'
import { formatDateTime } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { ConfirmDialog } from './confirm-dialog'
import { CopyField, FormAlert, useDocumentTitle } from './form-parts'
import { InvitationsSection } from './invitations-section'
import { SignInFirst } from './sign-in-first'
import * as styles from './styles'
import {
  peopleQueryOptions,
  ROLE_LABELS,
  useChangeRole,
  useMakeResetLink,
  useRemovePerson,
} from './team-queries'

/** `/people`: the team (roles, removal, reset links) and its invitations; for admins. */
export function PeopleScreen() {
  useDocumentTitle('People')
  const me = useMe()
  if (!me?.person) return <SignInFirst title="People" />
  if (me.person.role !== 'admin') return <AdminsOnly />
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className={styles.pageTitle}>People</h1>
      <TeamSection self={me.person} />
      <InvitationsSection />
    </div>
  )
}

function AdminsOnly() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <h1 className={styles.pageTitle}>People</h1>
      <p className="mt-4 text-muted">
        Only admins manage people. Ask an admin of your team to invite someone or to change a role.
      </p>
    </div>
  )
}

/**
 * On a phone each person takes two lines, name and email above, role and buttons below, instead of
 * three narrow columns; the column headers stay for screen readers.
 */
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-start max-sm:border-b max-sm:border-line max-sm:[&>td]:border-b-0'

interface ResetLink {
  person: Person
  link: OneTimeLink
}

function TeamSection({ self }: { self: Person }) {
  const people = useQuery(peopleQueryOptions())
  const [removing, setRemoving] = useState<Person | null>(null)
  const [resetLink, setResetLink] = useState<ResetLink | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const failed = (what: string) => (error: unknown) => setFailure(`${what}: ${errorMessage(error)}`)

  // Each call's own promise says how it ended: `mutate`'s callbacks would tell only the last one.
  const changeRole = useChangeRole()
  const setRole = (person: Person, role: Role) => {
    setFailure(null)
    changeRole.mutateAsync({ person, role }).catch(failed(`The role of ${person.name} was not changed`))
  }
  const remove = useRemovePerson()
  const removePerson = (person: Person) => {
    setFailure(null)
    remove
      .mutateAsync(person)
      .then(() => {
        if (resetLink?.person.id === person.id) setResetLink(null)
      })
      .catch(failed(`${person.name} was not removed`))
      .finally(() => setRemoving(null))
  }
  const makeResetLink = useMakeResetLink()
  const makeLinkFor = (person: Person) => {
    setFailure(null)
    setResetLink(null)
    makeResetLink
      .mutateAsync(person)
      .then((link) => setResetLink({ person, link }))
      .catch(failed(`No reset link was made for ${person.name}`))
  }
  const busyWith = (person: Person) =>
    (changeRole.isPending && changeRole.variables?.person.id === person.id) ||
    (makeResetLink.isPending && makeResetLink.variables?.id === person.id)

  return (
    <section aria-labelledby="team-heading" className={styles.panel}>
      <h2 id="team-heading" className={styles.sectionTitle}>
        Team
      </h2>
      <p className={`${styles.muted} mt-1`}>
        Admins manage people, invitations and every key; members search and make read keys; viewers only
        search.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <FormAlert message={failure} />
        {people.data ? (
          <div className="-mx-1 overflow-x-auto px-1">
            <table className={styles.table}>
              <thead className="max-sm:sr-only">
                <tr>
                  <th scope="col" className={styles.th}>
                    Person
                  </th>
                  <th scope="col" className={styles.th}>
                    Role
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.data.data.map((person) => (
                  <tr key={person.id} className={phoneRow}>
                    <td className={`${styles.td} max-sm:col-span-2 max-sm:pb-1`}>
                      <span className="block font-medium break-words">
                        {person.name}
                        {person.id === self.id && <span className="font-normal text-muted"> (you)</span>}
                      </span>
                      <span className="block break-words text-muted">{person.email}</span>
                    </td>
                    <td className={`${styles.td} max-sm:pt-1 max-sm:pl-0`}>
                      <select
                        aria-label={`Role of ${person.name}`}
                        value={person.role}
                        disabled={busyWith(person)}
                        onChange={(event) => setRole(person, event.target.value as Role)}
                        className={`${styles.select} py-1.5`}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={`${styles.td} max-sm:pt-1`}>
                      <div className="flex flex-wrap justify-end gap-2">
                        <button
                          type="button"
                          onClick={() => makeLinkFor(person)}
                          disabled={busyWith(person)}
                          className={styles.buttons.small}
                        >
                          Reset link<span className="sr-only"> for {person.name}</span>
                        </button>
                        <button
                          type="button"
                          onClick={() => {
                            setFailure(null)
                            setRemoving(person)
                          }}
                          className={styles.buttons.small}
                        >
                          Remove<span className="sr-only"> {person.name}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : people.error ? (
          <div role="alert" className={styles.alertBox}>
            <p>The people could not be loaded: {errorMessage(people.error)}</p>
            <button
              type="button"
              onClick={() => void people.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Try again
            </button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            Loading the people…
          </p>
        )}
        {resetLink && (
          <div className={`${styles.warningBox} flex flex-col gap-3`}>
            <CopyField
              key={resetLink.link.url}
              label={`Reset link for ${resetLink.person.name}`}
              value={resetLink.link.url}
              copyLabel="Copy reset link"
              autoFocus
              help={`Hand it to ${resetLink.person.name} yourself: it works once, until ${formatDateTime(resetLink.link.expires_at)}, and is shown only now.`}
            />
            <div>
              <button type="button" onClick={() => setResetLink(null)} className={styles.buttons.secondary}>
                Done
              </button>
            </div>
          </div>
        )}
      </div>

      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onConfirm={() => removePerson(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {removing.id === self.id
              ? 'This is your own account: you are signed out and cannot sign in again. '
              : `${removing.name} is signed out everywhere and cannot sign in again. `}
            Their API keys stop working. This cannot be undone; invite them again to bring them back.
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}
