import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { type ApiKey, KEY_LABEL_MAX, type KeyScope, type MadeKey, type Person } from '../../contract/team'
import { ApiError, errorMessage } from '../../lib/api-client'
import { formatDate } from '../../lib/format'
import { ConfirmDialog } from './confirm-dialog'
import { CopyField, Field, FormAlert, SubmitButton, useFocusFirstInvalid } from './form-parts'
import * as styles from './styles'
import { keysQueryOptions, useCreateApiKey, useRevokeApiKey } from './team-queries'

const SCOPE_LABELS: Record<KeyScope, string> = { read: 'Read', write: 'Write' }

/** The keys a person holds (an admin: everyone's), making one, and revoking one. */
export function ApiKeysSection({ person }: { person: Person }) {
  const keys = useQuery(keysQueryOptions())
  const isAdmin = person.role === 'admin'
  const [made, setMade] = useState<MadeKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const revoke = useRevokeApiKey()

  return (
    <section aria-labelledby="keys-heading" className={styles.panel}>
      <h2 id="keys-heading" className={styles.sectionTitle}>
        API keys
      </h2>
      <p className={`${styles.muted} mt-1`}>
        Programs and AI agents use a key to call the API or the MCP server in your name, sent as{' '}
        <code className="rounded bg-sunken px-1 font-mono text-xs whitespace-nowrap">
          Authorization: Bearer &lt;key&gt;
        </code>
        . A key stops working when it is revoked, or when its person leaves the team.
      </p>

      <h3 className="mt-6 text-base font-semibold">{isAdmin ? 'All keys' : 'Your keys'}</h3>
      <div className="mt-2 flex flex-col gap-3">
        <FormAlert message={revoke.error ? `The key was not revoked: ${errorMessage(revoke.error)}` : null} />
        <KeyList
          keys={keys.data?.data}
          error={keys.error}
          onRetry={() => void keys.refetch()}
          showOwner={isAdmin}
          onRevoke={(key) => {
            revoke.reset()
            setRevoking(key)
          }}
        />
      </div>

      <h3 className="mt-8 text-base font-semibold">New key</h3>
      {person.role === 'viewer' ? (
        <p className={`${styles.muted} mt-2`}>
          Viewers cannot make API keys: they search, and change nothing. Ask an admin for the member role if
          you need one.
        </p>
      ) : (
        <NewKeyForm onMade={setMade} />
      )}
      {made && <MadeKeyPanel made={made} onDone={() => setMade(null)} />}

      {revoking && (
        <ConfirmDialog
          title={`Revoke the key “${revoking.label}”?`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
          onCancel={() => setRevoking(null)}
        >
          <p>
            Programs that use it (it starts <code className="font-mono">{revoking.shown_as}</code>) stop
            getting answers at once. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}

interface KeyListProps {
  keys: ApiKey[] | undefined
  error: Error | null
  onRetry: () => void
  showOwner: boolean
  onRevoke: (key: ApiKey) => void
}

function KeyList({ keys, error, onRetry, showOwner, onRevoke }: KeyListProps) {
  if (!keys) {
    if (error) {
      return (
        <div role="alert" className={styles.alertBox}>
          <p>The keys could not be loaded: {errorMessage(error)}</p>
          <button type="button" onClick={onRetry} className={`${styles.buttons.small} mt-2`}>
            Try again
          </button>
        </div>
      )
    }
    return (
      <p role="status" className={styles.muted}>
        Loading the keys…
      </p>
    )
  }
  if (keys.length === 0) return <p className={styles.muted}>No keys yet.</p>
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              Key
            </th>
            <th scope="col" className={styles.th}>
              Scope
            </th>
            <th scope="col" className={`${styles.th} max-sm:hidden`}>
              Created
            </th>
            {showOwner && (
              <th scope="col" className={`${styles.th} max-sm:hidden`}>
                Owner
              </th>
            )}
            <th scope="col" className={styles.th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td className={styles.td}>
                <span className="block font-medium break-words">{key.label}</span>
                <code className="block font-mono text-xs text-muted">{key.shown_as}</code>
                <span className="block text-xs text-muted sm:hidden">
                  {formatDate(key.created_at)}
                  {showOwner && ` · ${ownerName(key)}`}
                </span>
              </td>
              <td className={styles.td}>{SCOPE_LABELS[key.scope]}</td>
              <td className={`${styles.td} whitespace-nowrap max-sm:hidden`}>{formatDate(key.created_at)}</td>
              {showOwner && <td className={`${styles.td} break-words max-sm:hidden`}>{ownerName(key)}</td>}
              <td className={`${styles.td} text-right`}>
                <button type="button" onClick={() => onRevoke(key)} className={styles.buttons.small}>
                  Revoke<span className="sr-only"> {key.label}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A key made with `npm run keys` has no person: it is the operator's. */
const ownerName = (key: ApiKey) => key.owner?.name ?? 'Operator'

interface KeyErrors {
  label?: string | undefined
  form?: string | undefined
}

function NewKeyForm({ onMade }: { onMade: (made: MadeKey) => void }) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<KeyErrors>({})
  const [attempt, setAttempt] = useState(0)
  useFocusFirstInvalid(form, attempt)
  const create = useCreateApiKey()
  const busy = create.isPending

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const element = event.currentTarget
    const data = new FormData(element)
    const label = String(data.get('label') ?? '').trim()
    const scope = data.get('scope') === 'write' ? 'write' : 'read'
    if (!label) {
      setErrors({
        label: 'Give the key a label',
        form: 'Give the key a label, so you can tell it apart later.',
      })
      setAttempt((n) => n + 1)
      return
    }
    setErrors({})
    create.mutate(
      { label, scope },
      {
        onSuccess: (made) => {
          element.reset()
          onMade(made)
        },
        onError: (error) => {
          const labelError = error instanceof ApiError ? error.detailFor('label') : undefined
          setErrors({ label: labelError, form: errorMessage(error) })
          setAttempt((n) => n + 1)
        },
      },
    )
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-2 flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field
          label="Label"
          name="label"
          maxLength={KEY_LABEL_MAX}
          required
          autoComplete="off"
          help="So you can tell your keys apart, e.g. “Nightly import”."
          error={errors.label}
        />
        <div>
          <label htmlFor="new-key-scope" className={styles.label}>
            Scope
          </label>
          <select
            id="new-key-scope"
            name="scope"
            defaultValue="read"
            className={`${styles.select} mt-1 w-full`}
          >
            <option value="read">Read: search and read ads</option>
            <option value="write">Write: also save to boards</option>
          </select>
        </div>
      </div>
      <div>
        <SubmitButton busy={busy}>Create key</SubmitButton>
      </div>
    </form>
  )
}

function MadeKeyPanel({ made, onDone }: { made: MadeKey; onDone: () => void }) {
  return (
    <div className={`${styles.warningBox} mt-4 flex flex-col gap-3`}>
      <p className="font-semibold">
        Copy your new key now: it will not be shown again. Keep it as you would a password.
      </p>
      <CopyField
        label={`New API key “${made.api_key.label}”`}
        value={made.key}
        copyLabel="Copy key"
        autoFocus
        help={`${SCOPE_LABELS[made.api_key.scope]} scope. Only its start (${made.api_key.shown_as}) is kept on the server.`}
      />
      <div>
        <button type="button" onClick={onDone} className={styles.buttons.secondary}>
          Done
        </button>
      </div>
    </div>
  )
}
