import type { AdDraft } from '../ad-draft'
import type { SourceFormat } from './source-format'

/**
 * Our own Ad objects, one a line (NDJSON) or in a JSON array: what this service's search and
 * export give, so an export imports back unchanged. A record is its own draft.
 */
export const ourAds: SourceFormat = {
  name: 'ndjson',
  recognises: (record) =>
    'id' in record &&
    'service_url' in record &&
    typeof record.advertiser === 'object' &&
    record.advertiser !== null,
  draftOf: (record) => record as AdDraft,
}
