import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { ImportReport } from '../imports/import-report'
import { importProgress, progressLine } from './import-progress'

const report = (records: number): ImportReport => ({
  format: 'ndjson',
  detected: true,
  records,
  inserted: records,
  updated: 0,
  unchanged: 0,
  warnings: [],
  rejected: [],
  rejected_count: 0,
})

describe('import progress', () => {
  it('shows the share read, the time left and the rate when the size is known', () => {
    expect(progressLine(report(40_000), 250e6, 1e9, 10)).toBe(
      '40,000 ads read · [#####...............] 25% of 1.0 GB · 0:30 left · 4,000 ads/s',
    )
  })

  it('shows what was read when the size is not known (standard input)', () => {
    expect(progressLine(report(1_200), 3.5e6, null, 2)).toBe('1,200 ads read · 3.5 MB read · 600 ads/s')
  })

  it('redraws one line on a terminal, and writes plain lines elsewhere', () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream
    let drawn = ''
    ;(terminal as unknown as PassThrough).on('data', (chunk: Buffer) => {
      drawn += chunk
    })
    const onTerminal = importProgress(100, terminal)
    onTerminal.update(report(1), 10)
    onTerminal.done()
    // Each drawing goes back to the line's start and clears it (ESC [2K), and so does the end.
    const clear = '\r\u001b[2K'
    expect(drawn.startsWith(`${clear}1 ad read `)).toBe(true)
    expect(drawn.endsWith(clear)).toBe(true)

    const log = new PassThrough() as unknown as NodeJS.WriteStream
    let logged = ''
    ;(log as unknown as PassThrough).on('data', (chunk: Buffer) => {
      logged += chunk
    })
    const plain = importProgress(100, log)
    plain.update(report(1), 10)
    plain.update(report(2), 20)
    expect(logged).toMatch(/^ {2}1 ad read [^\r]*\n$/)
  })
})
