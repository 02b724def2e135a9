import { randomBytes } from 'node:crypto'
import type { AdRecords } from '../records/ad-records'

/**
 * The secret every node of a deployment signs cursors and sessions with, kept in the store of record
 * and made by the first node to start, so that a cursor from one node works on all of them and no
 * file has to be copied between machines (ADS_SECRET, when set, is used instead).
 */
export const sharedSecret = (records: AdRecords): Promise<string> =>
  records.settingOnce('signing_secret', randomBytes(32).toString('hex'))
