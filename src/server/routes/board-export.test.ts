import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { Hono } from 'hono'
import { describe, expect, it, onTestFinished } from 'vitest'
import { Board, SavedAd } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectProblem, NOW, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'
import { adImageSvg } from '../media/ad-image'
import { creativeOfFile } from '../media/creative-file'
import { generateAds } from '../seed/generate-ads'
import type { BoardEntry } from './board-saved-ads'
import { boardZipResponse } from './board-zip'

const CLIPS_DIR = resolve('public/media/clips')
const KEPT = `/media/saved/${'ab'.repeat(32)}`
const ADS = [
  makeAd({
    id: 'meta_1',
    media: { image: '/media/images/7.svg', video: null, thumbnail: '/media/images/7.svg', video_duration: 0 },
  }),
  makeAd({
    id: 'meta_2',
    format: 'video',
    media: { image: null, video: '/media/clips/1.webm', thumbnail: '/media/clips/1.jpg', video_duration: 6 },
  }),
  makeAd({ id: 'meta_3' }),
  makeAd({
    id: 'meta_4',
    media: { image: KEPT, video: null, thumbnail: '/media/images/7.svg', video_duration: 0 },
  }),
]
type Api = Awaited<ReturnType<typeof testApi>>

async function team(api: Api) {
  return {
    admin: await signedIn(api.app, api.team, 'admin'),
    ana: await signedIn(api.app, api.team, 'member'),
    bo: await signedIn(api.app, api.team, 'member'),
    vic: await signedIn(api.app, api.team, 'viewer'),
  }
}

async function boardWith(api: Api, cookie: string, name: string, adIds: string[], visibility = 'private') {
  const made = await postJson(api.app, '/api/v1/boards', { name, visibility }, cookie)
  expect(made.status, await made.clone().text()).toBe(201)
  const board = Board.parse(await made.json())
  for (const adId of adIds) {
    api.advance(1000)
    const saved = await withSession(api.app, `/api/v1/boards/${board.id}/ads/${adId}`, cookie, {
      method: 'PUT',
    })
    expect(saved.status).toBe(200)
  }
  return board
}

const note = (api: Api, cookie: string, boardId: string, adId: string, body: object) =>
  postJson(api.app, `/api/v1/boards/${boardId}/ads/${adId}`, body, cookie, 'PATCH')

/** A CSV without quoted line breaks, as rows of cells keyed by the header. */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = text.trimEnd().split('\r\n')
  const names = header!.split(',')
  return rows.map((row) => {
    const cells = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map(([, cell]) =>
      cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!,
    )
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']))
  })
}

describe('exports of a board', () => {
  it('write every saved ad as CSV with the note, tags, saved time and saver, formulas neutralised', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await boardWith(api, ana.cookie, 'Summer hooks!', ['meta_1', 'meta_3'])
    await note(api, ana.cookie, board.id, 'meta_3', {
      note: '=HYPERLINK("http://evil.example")',
      tags: ['ugc', 'hook'],
    })
    const response = await withSession(api.app, `/api/v1/exports/boards/${board.id}.csv`, ana.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="board-summer-hooks-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(response.headers.get('X-Export-Total')).toBe('2')
    const text = await response.text()
    expect(text.split('\r\n')[0]).toMatch(/^id,advertiser_id,.*,service_url,note,tags,saved_at,saved_by$/)
    const rows = csvRows(text)
    // Newest saved first, as the board shows them.
    expect(rows.map((row) => row.id)).toEqual(['meta_3', 'meta_1'])
    expect(rows[0]).toMatchObject({
      note: `'=HYPERLINK("http://evil.example")`,
      tags: 'ugc|hook',
      saved_by: ana.person.name,
    })
    expect(rows[0]!.saved_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    // Media links are absolute, as the API gives them.
    expect(rows[1]!.image).toBe('http://localhost/media/images/7.svg')
  })

  it('write NDJSON lines that are the saved ads of the board API', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await boardWith(api, ana.cookie, 'Lines', ['meta_1', 'meta_2'])
    await note(api, ana.cookie, board.id, 'meta_1', { note: 'keep', tags: ['a'] })
    const response = await withSession(api.app, `/api/v1/exports/boards/${board.id}.ndjson`, ana.cookie)
    expect(response.headers.get('Content-Type')).toBe('application/x-ndjson')
    const lines = (await response.text())
      .trimEnd()
      .split('\n')
      .map((line) => SavedAd.parse(JSON.parse(line)))
    expect(lines.map((saved) => saved.ad.id)).toEqual(['meta_2', 'meta_1'])
    expect(lines[1]).toMatchObject({
      note: 'keep',
      tags: ['a'],
      saved_by: { id: ana.person.id, name: ana.person.name },
    })
  })

  it('answer only whoever may see the board: 404 for a private board of someone else, 403 for a key of no one', async () => {
    const api = await testApi(ADS)
    const { admin, ana, bo, vic } = await team(api)
    const mine = await boardWith(api, ana.cookie, 'Mine', ['meta_1'])
    const ours = await boardWith(api, ana.cookie, 'Ours', ['meta_1', 'meta_3'], 'team')
    for (const other of [admin, bo, vic]) {
      for (const type of ['csv', 'ndjson', 'zip']) {
        const path = `/api/v1/exports/boards/${mine.id}.${type}`
        await expectProblem(await withSession(api.app, path, other.cookie), 404, 'not_found')
      }
    }
    const shared = await withSession(api.app, `/api/v1/exports/boards/${ours.id}.csv`, vic.cookie)
    expect(shared.status).toBe(200)
    expect(csvRows(await shared.text())).toHaveLength(2)
    await expectProblem(await api.get(`/api/v1/exports/boards/${ours.id}.csv`), 403, 'forbidden')
    await expectProblem(await api.app.request(`/api/v1/exports/boards/${ours.id}.csv`), 401, 'unauthorized')
    await expectProblem(
      await withSession(api.app, `/api/v1/exports/boards/made-up.csv`, ana.cookie),
      404,
      'not_found',
    )
    await expectProblem(
      await withSession(api.app, `/api/v1/exports/boards/${ours.id}.pdf`, ana.cookie),
      404,
      'not_found',
    )
    await expectProblem(
      await withSession(api.app, `/api/v1/exports/boards/${ours.id}.csv?limit=5`, ana.cookie),
      400,
      'parameter_unknown',
    )
  })

  it('stream a big board page by page, every saved ad exactly once', async () => {
    const api = await testApi()
    const { ana } = await team(api)
    const board = await boardWith(api, ana.cookie, 'Big', [])
    const many = [...generateAds({ count: 2_000, seed: 5, now: NOW })]
    // Saved straight into the store: many share a millisecond, which the keyset breaks by ad id.
    for (const ad of many) {
      await api.team.boards.save({
        boardId: board.id,
        adId: ad.id,
        adJson: JSON.stringify(ad),
        savedBy: ana.person.id,
        mediaState: 'none',
      })
    }
    const csv = await withSession(api.app, `/api/v1/exports/boards/${board.id}.csv`, ana.cookie)
    expect(csv.headers.get('X-Export-Total')).toBe('2000')
    const ids = csvRows(await csv.text()).map((row) => row.id)
    expect(ids).toHaveLength(2_000)
    expect(new Set(ids)).toEqual(new Set(many.map((ad) => ad.id)))
    const ndjson = await withSession(api.app, `/api/v1/exports/boards/${board.id}.ndjson`, ana.cookie)
    expect((await ndjson.text()).trimEnd().split('\n')).toHaveLength(2_000)
  })
})

describe('a ZIP of a board', () => {
  it('holds board.csv and the media this server makes, each file once, and names remote media as not included', async () => {
    const api = await testApi(ADS, { clipsDir: CLIPS_DIR })
    const { ana } = await team(api)
    const board = await boardWith(api, ana.cookie, 'With media', ['meta_1', 'meta_2', 'meta_3', 'meta_4'])
    const response = await withSession(api.app, `/api/v1/exports/boards/${board.id}.zip`, ana.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Content-Disposition')).toMatch(/filename="board-with-media-[\d-]+\.zip"$/)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual([
      'board.csv',
      'media/clips/1.jpg',
      'media/clips/1.webm',
      'media/images/7.svg',
    ])
    expect(strFromU8(files['media/images/7.svg']!)).toBe(adImageSvg(creativeOfFile('7.svg')!))
    expect(Buffer.from(files['media/clips/1.webm']!).equals(readFileSync(`${CLIPS_DIR}/1.webm`))).toBe(true)
    expect(Buffer.from(files['media/clips/1.jpg']!).equals(readFileSync(`${CLIPS_DIR}/1.jpg`))).toBe(true)
    const rows = csvRows(strFromU8(files['board.csv']!))
    expect(Object.fromEntries(rows.map((row) => [row.id, row.media_files]))).toEqual({
      meta_4: `not included: http://localhost${KEPT}|media/images/7.svg`,
      meta_3: 'not included: https://acme.com/a.png',
      meta_2: 'media/clips/1.webm|media/clips/1.jpg',
      meta_1: 'media/images/7.svg',
    })
  })

  it('holds the copies this server kept of remote media, read through the media store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'board-zip-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const api = await testApi([], { savedMedia: { dir, maxBytes: 1_000_000 } })
    const { ana } = await team(api)
    const board = await boardWith(api, ana.cookie, 'Kept', [])
    // A PNG's signature, then more bytes than one read of the store.
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(1_500_000)])
    const hash = await api.team.boards.mediaStore(dir).put(png)
    const ad = makeAd({
      id: 'meta_9',
      media: {
        image: `/media/saved/${hash}`,
        video: null,
        thumbnail: `/media/saved/${hash}`,
        video_duration: 0,
      },
    })
    await api.team.boards.save({
      boardId: board.id,
      adId: ad.id,
      adJson: JSON.stringify(ad),
      savedBy: ana.person.id,
      mediaState: 'kept',
    })
    const response = await withSession(api.app, `/api/v1/exports/boards/${board.id}.zip`, ana.cookie)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Buffer.from(files[`media/saved/${hash}.png`]!).equals(png)).toBe(true)
    expect(csvRows(strFromU8(files['board.csv']!))[0]!.media_files).toBe(`media/saved/${hash}.png`)
  })

  it('lists the media of the ads past the size limit as not included, and still holds every row', async () => {
    const entries = ['meta_1', 'meta_2', 'meta_3'].map((id, i): BoardEntry => {
      const ad = makeAd({
        id,
        media: { image: `/media/images/${i}.svg`, video: null, thumbnail: '', video_duration: 0 },
      })
      const shown = {
        ad: { ...ad, service_url: ad.service_url! },
        note: '',
        tags: [],
        saved_at: '',
        saved_by: null,
        media: { state: 'kept' as const, problem: null },
      }
      return { key: { savedMs: 10 - i, adId: id }, stored: ad, shown }
    })
    const app = new Hono().get('/', (c) =>
      boardZipResponse(c, {
        entries: async function* (from) {
          yield* entries.filter((entry) => !from || entry.key.savedMs <= from.savedMs)
        },
        media: async (link) => ({
          included: true,
          name: link.slice(1),
          size: () => link.length,
          bytes: () => [Buffer.from(link)],
        }),
        // Room for the first ad's image (19 bytes), not for the second's.
        mediaMaxBytes: 30,
      }),
    )
    const files = unzipSync(new Uint8Array(await (await app.request('/')).arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(['board.csv', 'media/images/0.svg'])
    expect(csvRows(strFromU8(files['board.csv']!)).map((row) => row.media_files)).toEqual([
      'media/images/0.svg',
      'not included: /media/images/1.svg',
      'not included: /media/images/2.svg',
    ])
  })
})
