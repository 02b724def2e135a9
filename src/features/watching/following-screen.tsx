import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Follow } from '../../contract/watching'
import { errorMessage } from '../../lib/api-client'
import { countOf, formatDateTime, formatWholeNumber } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { FormAlert, useDocumentTitle } from '../account/form-parts'
import { SignInFirst } from '../account/sign-in-first'
import * as styles from '../account/styles'
import { followsQueryOptions, useLookAtFollow, useUnfollow } from './watching-queries'

/** `/following`: the advertisers the person follows, how busy each is, and what is new. */
export function FollowingScreen() {
  useDocumentTitle('Following')
  const me = useMe()
  const follows = useQuery({ ...followsQueryOptions(), enabled: Boolean(me?.person) })
  // Here, not in the row: an unfollow leaves the list at once, and a refused one is said even so.
  const [failure, setFailure] = useState<string | null>(null)
  if (!me?.person) return <SignInFirst title="Following" />
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 className={styles.pageTitle}>Following</h1>
        <p className={`${styles.muted} mt-1 max-w-prose`}>
          Advertisers you follow. New ads are those this index found in the period, whenever they started
          running. Follow an advertiser from its page.
        </p>
      </div>
      <FormAlert message={failure} />
      {follows.data ? (
        follows.data.data.length > 0 ? (
          <section aria-labelledby="following-heading" className="flex flex-col gap-3">
            <h2 id="following-heading" className={styles.sectionTitle}>
              {countOf(follows.data.data.length, 'advertiser')}
            </h2>
            <div className="overflow-x-auto">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.th}>
                      Advertiser
                    </th>
                    <th scope="col" className={`${styles.th} text-right`}>
                      Active ads
                    </th>
                    <th scope="col" className={`${styles.th} text-right`}>
                      New, 1 day
                    </th>
                    <th scope="col" className={`${styles.th} text-right`}>
                      New, 7 days
                    </th>
                    <th scope="col" className={`${styles.th} text-right`}>
                      New, 30 days
                    </th>
                    <th scope="col" className={`${styles.th} text-right`}>
                      New since you looked
                    </th>
                    <th scope="col" className={styles.th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {follows.data.data.map((follow) => (
                    <FollowRow key={follow.advertiser.id} follow={follow} onFailure={setFailure} />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : (
          <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
            <p className="font-semibold">You follow no advertiser yet</p>
            <p className={`${styles.muted} mt-2`}>Open an advertiser from any ad card and press Follow.</p>
          </div>
        )
      ) : follows.error ? (
        <div role="alert" className={styles.alertBox}>
          <p>The advertisers you follow could not be loaded: {errorMessage(follows.error)}</p>
          <button
            type="button"
            onClick={() => void follows.refetch()}
            className={`${styles.buttons.small} mt-2`}
          >
            Retry
          </button>
        </div>
      ) : (
        <p className={styles.muted}>Loading the advertisers you follow…</p>
      )}
    </div>
  )
}

const figure = (value: number | undefined) => (value === undefined ? '–' : formatWholeNumber(value))

function FollowRow({ follow, onFailure }: { follow: Follow; onFailure: (message: string | null) => void }) {
  const { mutateAsync: unfollow, isPending: busy } = useUnfollow()
  const { mutate: lookAt } = useLookAtFollow()
  const name = follow.advertiser.name || follow.advertiser.id
  const fresh = follow.new_ads?.since_last_look
  const stop = async () => {
    onFailure(null)
    try {
      await unfollow(follow.advertiser.id)
    } catch (error) {
      onFailure(`Still following ${name}: ${errorMessage(error)}`)
    }
  }
  return (
    <tr>
      <th scope="row" className={`${styles.td} font-medium`}>
        <Link
          to="/advertisers/$advertiserId"
          params={{ advertiserId: follow.advertiser.id }}
          state={(prev) => ({ ...prev, newSince: follow.looked_at, newCount: fresh })}
          onClick={() => lookAt(follow.advertiser.id)}
          className={styles.link}
        >
          {name}
        </Link>
        <span className="mt-0.5 block text-xs font-normal text-faint">
          last looked <time dateTime={follow.looked_at}>{formatDateTime(follow.looked_at)}</time>
        </span>
      </th>
      <td className={`${styles.td} text-right tabular-nums`}>
        {follow.active_ads === null ? '–' : formatWholeNumber(follow.active_ads)}
      </td>
      <td className={`${styles.td} text-right tabular-nums`}>{figure(follow.new_ads?.last_day)}</td>
      <td className={`${styles.td} text-right tabular-nums`}>{figure(follow.new_ads?.last_7_days)}</td>
      <td className={`${styles.td} text-right tabular-nums`}>{figure(follow.new_ads?.last_30_days)}</td>
      <td className={`${styles.td} text-right tabular-nums ${fresh ? 'font-semibold text-success-ink' : ''}`}>
        {figure(fresh)}
      </td>
      <td className={`${styles.td} text-right`}>
        <button
          type="button"
          disabled={busy}
          onClick={() => void stop()}
          className={styles.buttons.small}
          aria-label={`Unfollow ${name}`}
        >
          Unfollow
        </button>
      </td>
    </tr>
  )
}
