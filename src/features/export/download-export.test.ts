import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { downloadExport, type ExportProgress, fileNameOf, lineCounter } from './download-export'
import { exportPath } from './export-target'

const encode = (text: string) => new TextEncoder().encode(text)

/** A streamed answer, in the chunks given. */
function answer(chunks: string[], headers: Record<string, string>, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { status, headers })
}

afterEach(() => vi.unstubAllGlobals())

describe('downloading an export', () => {
  it('counts the ads of a CSV by its rows, across chunks, and names the file as the server does', async () => {
    const csv = ['id,body\r', '\na,"two\nlines"\r\nb,x\r', '\n']
    vi.stubGlobal('fetch', async () =>
      answer(csv, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="ads-2025-06-01.csv"',
        'X-Export-Total': '2',
      }),
    )
    const seen: ExportProgress[] = []
    const file = await downloadExport('/exports/ads.csv', 'csv', {
      signal: new AbortController().signal,
      onProgress: (progress) => seen.push(progress),
    })
    expect(file).toMatchObject({ fileName: 'ads-2025-06-01.csv', ads: 2 })
    expect(await file.blob.text()).toBe(csv.join(''))
    expect(seen.at(-1)).toEqual({ received: 2, total: 2, unit: 'ads' })
  })

  it("throws the server's problem when the export is refused", async () => {
    const problem = {
      type: 'x',
      title: 'Not found',
      status: 404,
      detail: 'No such board',
      code: 'not_found',
      errors: [],
    }
    vi.stubGlobal('fetch', async () =>
      Response.json(problem, { status: 404, headers: { 'Content-Type': 'application/problem+json' } }),
    )
    const failed = downloadExport('/exports/boards/x.csv', 'csv', {
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    await expect(failed).rejects.toThrow(ApiError)
    await expect(failed).rejects.toThrow('No such board')
  })
})

describe('a line counter', () => {
  it('counts every NDJSON line, and CSV rows after the header', () => {
    const ndjson = lineCounter('ndjson')
    ndjson.add(encode('{}\n{}\n{"a'))
    expect(ndjson.ads()).toBe(2)
    const csv = lineCounter('csv')
    csv.add(encode('h\r\n'))
    expect(csv.ads()).toBe(0)
  })
})

describe('a file name', () => {
  it.each([
    ['attachment; filename="board-x-2025-06-01.zip"', 'board-x-2025-06-01.zip'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    [null, 'export.csv'],
  ])('of %j is %j', (header, name) => {
    expect(fileNameOf(header, 'export.csv')).toBe(name)
  })
})

describe('the path of an export', () => {
  it('carries the search, locks a TikTok search to TikTok, and names boards and advertisers', () => {
    expect(
      exportPath({ kind: 'search', search: { q: 'shoes', countries: ['DE'] }, scope: 'all' }, 'csv'),
    ).toBe('/exports/ads.csv?query=shoes&countries=DE&sort=most_relevant')
    expect(exportPath({ kind: 'search', search: {}, scope: 'tiktok' }, 'ndjson')).toBe(
      '/exports/ads.ndjson?sort=newest&platforms=tiktok',
    )
    expect(exportPath({ kind: 'board', id: 'brd_1' }, 'zip')).toBe('/exports/boards/brd_1.zip')
    expect(exportPath({ kind: 'advertiser', id: 'a b' }, 'csv')).toBe('/exports/advertisers/a%20b.csv')
  })
})
