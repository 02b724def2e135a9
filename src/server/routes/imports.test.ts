import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { ImportReport } from '../../contract/imports'
import { LookupResult } from '../../contract/lookup'
import type { Role } from '../../contract/team'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'
import { PNG, type TestMediaServer, testMediaServer } from '../../testing/test-media-server'
import { addPerson } from '../../testing/test-team'

type Api = Awaited<ReturnType<typeof testApi>>

/** A key of a person of the role: imports are made with keys, as scripts do. */
async function keyOf(api: Api, role: Role, scope: 'read' | 'write' = 'write') {
  const { person } = await addPerson(api.team, role)
  const { key } = await api.team.keys.create({ label: `${role} ${scope}`, scope, owner: person.id })
  return key
}

const ad = (id: string, headline: string, media?: object) =>
  JSON.stringify({
    ...(media && { media }),
    id,
    advertiser: { id: 'adv_imp', name: 'Import Test BV' },
    platforms: ['facebook'],
    format: 'image',
    headline,
    body: '',
    started_at: '2024-05-01',
    service_url: `https://library.example/${id}`,
  })

const META_CSV = [
  'ad_id,page_id,page_name,ad_creative_body,ad_creative_link_title,ad_delivery_start_time,ad_delivery_stop_time,impressions_min',
  '111,900,Gemeente Voorbeeld,"Stem op 17 maart, ook per post",Verkiezingen,2021-03-01,2021-03-17,1000',
  '222,900,Gemeente Voorbeeld,NA,Stembureau open,2021-03-10,2021-03-01,0',
].join('\n')

function send(api: Api, key: string, body: BodyInit, type: string, query = '') {
  return api.app.request(`/api/v1/imports${query}`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': type },
  })
}

describe('POST /api/v1/imports', () => {
  it('takes NDJSON from a member write key, reports it, and the ads are found at once', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const body = `${ad('imp_1', 'Tulpen uit Amsterdam')}\n${ad('imp_2', 'Fietsen te koop')}\nnot json\n`
    const report = await expectOk(await send(api, key, body, 'application/x-ndjson'), ImportReport)
    expect(report).toMatchObject({ format: 'ndjson', detected: true, inserted: 2, rejected_count: 1 })
    expect(report.rejected[0]).toMatchObject({ line: 3 })
    const found = await expectOk(await api.get('/api/v1/ads?query=tulpen'), AdList)
    expect(found.data.map((a) => a.id)).toEqual(['imp_1'])

    const again = await expectOk(await send(api, key, body, 'application/x-ndjson'), ImportReport)
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 })
  })

  it('detects a Meta Ad Library CSV, mending its quirks', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'admin')
    const report = await expectOk(await send(api, key, META_CSV, 'text/csv; charset=utf-8'), ImportReport)
    expect(report).toMatchObject({ format: 'meta', detected: true, inserted: 2, rejected_count: 0 })
    const kinds = report.warnings.map((w) => w.kind)
    expect(kinds).toEqual(expect.arrayContaining(['not_available', 'end_before_start']))
    const found = await expectOk(await api.get('/api/v1/ads?query=per%20post'), AdList)
    expect(found.data[0]).toMatchObject({
      id: 'meta_111',
      advertiser: { name: 'Gemeente Voorbeeld' },
      reach: 1000,
    })
  })

  it('reads any CSV through a column map given as a parameter', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const map = {
      id_prefix: 'old_',
      columns: { id: 'Nr', body: 'Tekst', started_at: 'Datum', service_url: 'Link' },
    }
    const csv = 'Nr,Tekst,Datum,Link\n7,Oude advertentie,2016-05-12,https://example.org/7\n'
    const report = await expectOk(
      await send(api, key, csv, 'text/csv', `?map=${encodeURIComponent(JSON.stringify(map))}`),
      ImportReport,
    )
    expect(report).toMatchObject({ format: 'csv', inserted: 1 })
    expect(await api.records.adById('old_7')).toMatchObject({ body: 'Oude advertentie' })
  })

  it('lets only members and admins import, and only with a write key', async () => {
    const api = await testApi()
    const body = ad('imp_x', 'x')
    await expectProblem(
      await send(api, await keyOf(api, 'viewer'), body, 'application/json'),
      403,
      'forbidden',
    )
    await expectProblem(
      await send(api, await keyOf(api, 'member', 'read'), body, 'application/json'),
      403,
      'forbidden',
    )
    const anonymous = await api.app.request('/api/v1/imports', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(anonymous.status).toBe(401)
    expect(await api.records.count()).toBe(0)
  })

  it('refuses a body of the wrong type, a format it is not, and unknown parameters, storing nothing', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const body = ad('imp_y', 'y')
    await expectProblem(await send(api, key, body, 'text/plain'), 415, 'unsupported_media_type')
    const csvAsJson = await send(api, key, META_CSV, 'application/json')
    expect((await expectProblem(csvAsJson, 400, 'invalid_parameter')).detail).toMatch(
      /This is CSV, but it was sent as JSON/,
    )
    const notMeta = await send(api, key, body, 'application/json', '?format=meta')
    expect((await expectProblem(notMeta, 400, 'invalid_parameter')).detail).toMatch(/does not look like meta/)
    const unknown = await send(api, key, body, 'application/json', '?fetch=yes')
    expect((await expectProblem(unknown, 400, 'parameter_unknown')).errors).toEqual([
      expect.objectContaining({ parameter: 'fetch' }),
    ])
    const badMap = await send(api, key, META_CSV, 'text/csv', '?map={"columns":{"colour":"x"}}')
    expect((await expectProblem(badMap, 400, 'invalid_parameter')).errors[0]).toMatchObject({
      parameter: expect.stringMatching(/^map/),
    })
    expect(await api.records.count()).toBe(0)
  })

  it('stops a body over the limit where it got to, and says exactly what went in', async () => {
    const api = await testApi([], { importMaxBytes: 4096 })
    const key = await keyOf(api, 'member')
    const lines = Array.from({ length: 60 }, (_, i) => ad(`imp_${i}`, `Ad number ${i}`))
    // Streamed in small chunks without a length, as a client sending a large file does.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const line of lines) controller.enqueue(new TextEncoder().encode(`${line}\n`))
        controller.close()
      },
    })
    const response = await api.app.request('/api/v1/imports', {
      method: 'POST',
      body: stream,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-ndjson' },
      // @ts-expect-error Node's fetch needs this for a streamed body.
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    const problem = (await response.json()) as { code: string; report: unknown }
    expect(problem.code).toBe('payload_too_large')
    const report = ImportReport.parse(problem.report)
    expect(report.stopped).toMatch(/after line (\d+)/)
    const lastLine = Number(/after line (\d+)/.exec(report.stopped!)![1])
    expect(report.inserted).toBe(lastLine)
    expect(await api.records.count()).toBe(lastLine)
    expect(lastLine).toBeGreaterThan(0)
    expect(lastLine).toBeLessThan(lines.length)
  })

  it('takes out NUL characters (\\u0000 in JSON, a raw NUL byte in JSON or CSV), counts them, and keeps every ad', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const escaped = JSON.stringify({
      id: 'nul_\u00002',
      advertiser: { id: 'adv_\u0000nul', name: 'Null\u0000 Byte BV' },
      platforms: ['facebook'],
      format: 'image',
      headline: 'Fiet\u0000sen te koop',
      cta: 'Koop\u0000',
      started_at: '2024-05-01',
      service_url: 'https://library.example/nul_2',
    })
    // JSON has no raw NUL; an export that writes one anyway meant no character there either.
    const raw = ad('nul_3', 'Rauwe bytes').replace('"body":""', '"body":"ra\u0000w"')
    expect(escaped).toContain('\\u0000')
    const ndjson = `${ad('nul_1', 'Tulpen')}\n${escaped}\n${raw}\n`
    const report = await expectOk(await send(api, key, ndjson, 'application/x-ndjson'), ImportReport)
    expect(report).toMatchObject({ records: 3, inserted: 3, rejected_count: 0 })
    expect(report.warnings.find((w) => w.kind === 'nul_removed')).toMatchObject({ count: 2, lines: [2, 3] })
    expect(await api.records.adById('nul_2')).toMatchObject({
      advertiser: { id: 'adv_nul', name: 'Null Byte BV' },
      headline: 'Fietsen te koop',
      cta: 'Koop',
    })
    expect((await api.records.adById('nul_3'))?.body).toBe('raw')
    const found = await expectOk(await api.get('/api/v1/ads?query=fietsen'), AdList)
    expect(found.data.map((a) => a.id)).toEqual(['nul_2'])
    const byAdvertiser = await expectOk(await api.get('/api/v1/lookup?q=null%20byte'), LookupResult)
    expect(byAdvertiser.data.map((a) => a.name)).toEqual(['Null Byte BV'])

    // A JSON array, pretty-printed: the element's own line is named.
    const array = `[\n${ad('nul_4', 'Eerste')},\n${ad('nul_5', 'Twee\u0000de').replace('\u0000', '\\u0000')}\n]`
    const fromArray = await expectOk(await send(api, key, array, 'application/json'), ImportReport)
    expect(fromArray).toMatchObject({ inserted: 2, rejected_count: 0 })
    expect(fromArray.warnings.find((w) => w.kind === 'nul_removed')).toMatchObject({ count: 1, lines: [3] })
    expect((await api.records.adById('nul_5'))?.headline).toBe('Tweede')

    const csv = META_CSV.replace('Gemeente Voorbeeld,"Stem', 'Gemeente\u0000 Voorbeeld,"St\u0000em')
    const fromCsv = await expectOk(await send(api, key, csv, 'text/csv'), ImportReport)
    expect(fromCsv).toMatchObject({ format: 'meta', inserted: 2, rejected_count: 0 })
    expect(fromCsv.warnings.find((w) => w.kind === 'nul_removed')).toMatchObject({ count: 1, lines: [2] })
    expect(await api.records.adById('meta_111')).toMatchObject({
      advertiser: { name: 'Gemeente Voorbeeld' },
      body: 'Stem op 17 maart, ook per post',
    })
  })

  it('rejects a CSV row over the limit for one record at its own line, and reads the rows after it', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const huge = 'x'.repeat(1024 * 1024)
    const csv = [
      'id,advertiser,headline,started_at,service_url',
      'csv_1,Acme,Before,2024-05-01,https://library.example/csv_1',
      `csv_2,Acme,"${huge}\n${huge}",2024-05-01,https://library.example/csv_2`,
      'csv_3,Acme,After,2024-05-01,https://library.example/csv_3',
      'csv_4,Acme,"Two\nlines",2024-05-01,https://library.example/csv_4',
    ].join('\n')
    const report = await expectOk(await send(api, key, csv, 'text/csv'), ImportReport)
    expect(report).toMatchObject({ records: 4, inserted: 3, rejected_count: 1 })
    expect(report.rejected).toEqual([{ line: 3, reason: expect.stringMatching(/larger than 1 MiB/) }])
    expect(await api.records.adById('csv_3')).toMatchObject({ headline: 'After' })
    const after = await expectOk(await send(api, key, `${csv}\ncsv_5,Acme,Late,x`, 'text/csv'), ImportReport)
    // Lines after the long row are still counted as the file has them.
    expect(after.warnings.find((w) => w.kind === 'no_start_date')?.lines).toEqual([8])
  })

  it('refuses a declared length over the limit before reading', async () => {
    const api = await testApi([], { importMaxBytes: 1024 })
    const key = await keyOf(api, 'member')
    const response = await api.app.request('/api/v1/imports', {
      method: 'POST',
      body: 'x'.repeat(2048),
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/csv', 'Content-Length': '2048' },
    })
    await expectProblem(response, 413, 'payload_too_large')
  })
})

describe('POST /api/v1/imports?fetch_media=true', () => {
  const servers: TestMediaServer[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
  })

  it('keeps the media while the links work, says why one could not be, and fetches nothing twice', async () => {
    const media = await testMediaServer()
    servers.push(media)
    media.file('/cdn/a.png', 'image/png', PNG)
    media.file('/cdn/page.jpg', 'image/jpeg', Buffer.from('<html>not an image</html>'))
    const dir = mkdtempSync(join(tmpdir(), 'ads-import-media-'))
    const api = await testApi([], {
      savedMedia: { dir, maxBytes: 1024 * 1024, allowPrivateAddresses: ['127.0.0.1'] },
    })
    const key = await keyOf(api, 'member')
    const body = [
      ad('m_1', 'Kept', { image: media.url('/cdn/a.png'), thumbnail: media.url('/cdn/a.png') }),
      ad('m_2', 'Gone', { image: media.url('/cdn/expired.png') }),
      ad('m_3', 'Html', { image: media.url('/cdn/page.jpg') }),
      ad('m_4', 'Same image', { image: media.url('/cdn/a.png') }),
    ].join('\n')
    const report = await expectOk(
      await send(api, key, body, 'application/x-ndjson', '?fetch_media=true'),
      ImportReport,
    )
    expect(report).toMatchObject({ inserted: 4, media: { kept: 2, reused: 0, failed: 2 } })
    const notKept = report.warnings.find((w) => w.kind === 'media_not_kept')
    expect(notKept).toMatchObject({
      count: 2,
      lines: [2, 3],
      example: expect.stringMatching(/^image: .*404/),
    })
    const kept = await api.records.adById('m_1')
    expect(kept?.media.image).toMatch(/^\/media\/saved\/[0-9a-f]{64}$/)
    expect(kept?.media.thumbnail).toBe(kept?.media.image)
    const served = await api.app.request(kept!.media.image!)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await api.records.adById('m_2'))?.media.image).toBe(media.url('/cdn/expired.png'))
    // The same image for two ads was fetched once.
    expect(media.asked('/cdn/a.png')).toBe(1)

    const again = await expectOk(
      await send(api, key, body, 'application/x-ndjson', '?fetch_media=true'),
      ImportReport,
    )
    expect(again).toMatchObject({ unchanged: 4, media: { kept: 0, reused: 2, failed: 2 } })
    expect(media.asked('/cdn/a.png')).toBe(1)
  })

  it('is refused where no media are kept', async () => {
    const api = await testApi()
    const key = await keyOf(api, 'member')
    const response = await send(api, key, ad('m_9', 'x'), 'application/json', '?fetch_media=true')
    expect((await expectProblem(response, 400, 'invalid_parameter')).errors[0]).toMatchObject({
      parameter: 'fetch_media',
    })
  })
})
