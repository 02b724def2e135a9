import type { Page } from '@playwright/test'
import type { Timeline } from '../src/contract/stats'
import { barName, periodName } from '../src/features/charts/timeline/timeline-labels'
import { formatWholeNumber } from '../src/lib/format'
import { expect, expectTotal, PHONE, searchOf, test } from './fixtures'

/** The chart above the grid, named by its heading ("Ads started per month"). */
const chart = (page: Page) => page.getByRole('region', { name: /^Ads started per / })
const bars = (page: Page) => chart(page).getByRole('listbox', { name: /^Ads started per / })

/** The chart starts folded into the toolbar's Timeline button; this opens it. */
async function openTimeline(page: Page) {
  const button = page.getByRole('button', { name: 'Timeline' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
}

/** Where a bar stands on screen: bars share the chart's width equally. */
async function barPoint(page: Page, index: number, count: number) {
  const box = (await bars(page).boundingBox())!
  return { x: box.x + ((index + 0.5) * box.width) / count, y: box.y + box.height / 2 }
}

/** A run of three bars near the newest end, and the ads started in them. */
function runNearEnd(timeline: Timeline) {
  const { bars } = timeline
  expect(bars.length, 'enough bars to pick a run from').toBeGreaterThanOrEqual(4)
  const first = bars.length - 4
  const last = bars.length - 2
  const picked = bars.slice(first, last + 1)
  return {
    first,
    last,
    from: picked[0]!.start,
    to: picked.at(-1)!.end,
    total: picked.reduce((sum, bar) => sum + bar.count, 0),
  }
}

test.describe('the timeline above the grid', () => {
  test('dragging across bars sets the dates to theirs, and the grid counts their ads', async ({
    page,
    ads,
  }) => {
    const timeline = await ads.timeline()
    const run = runNearEnd(timeline)
    await page.goto('/')
    await openTimeline(page)
    await expect(bars(page).getByRole('option')).toHaveCount(timeline.bars.length)

    const start = await barPoint(page, run.first, timeline.bars.length)
    const end = await barPoint(page, run.last, timeline.bars.length)
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(end.x, end.y, { steps: 6 })
    // The run is marked while the button is held, and nothing is set yet.
    await expect(bars(page).getByRole('option', { selected: true })).toHaveCount(run.last - run.first + 1)
    expect(searchOf(page)).toBe('')
    await page.mouse.up()

    await expect.poll(() => searchOf(page)).toBe(`?from=${run.from}&to=${run.to}`)
    await expectTotal(page, run.total)
    expect(await ads.total({ started_after: run.from, started_before: run.to })).toBe(run.total)
    // The chart now draws the picked dates alone, in finer bars.
    const zoomed = await ads.timeline({ started_after: run.from, started_before: run.to })
    await expect(bars(page).getByRole('option')).toHaveCount(zoomed.bars.length)

    // Back returns to every date; Clear dates does the same from the chart.
    await page.goBack()
    await expect.poll(() => searchOf(page)).toBe('')
    await page.goForward()
    await chart(page).getByRole('button', { name: 'Clear dates' }).click()
    await expect.poll(() => searchOf(page)).toBe('')
    await expectTotal(page, timeline.total)
  })

  test('the keyboard moves through the bars, marks a run with Shift and sets it with Enter', async ({
    page,
    ads,
  }) => {
    const timeline = await ads.timeline()
    const run = runNearEnd(timeline)
    const { interval } = timeline
    await page.goto('/')
    await openTimeline(page)
    const list = bars(page)
    await expect(list.getByRole('option')).toHaveCount(timeline.bars.length)
    const selected = list.getByRole('option', { selected: true })

    await list.focus()
    await page.keyboard.press('End')
    await expect(selected).toHaveAccessibleName(barName(timeline.bars.at(-1)!, interval))
    await page.keyboard.press('Home')
    await expect(selected).toHaveAccessibleName(barName(timeline.bars[0]!, interval))
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect(selected).toHaveAccessibleName(barName(timeline.bars[run.last]!, interval))

    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Shift+ArrowLeft')
    await expect(selected).toHaveCount(3)
    await expect(chart(page).getByText(/^Marked /)).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(selected).toHaveCount(1)
    expect(searchOf(page)).toBe('')

    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Enter')
    await expect.poll(() => searchOf(page)).toBe(`?from=${run.from}&to=${run.to}`)
    await expectTotal(page, run.total)
    // The focus stays on the chart, which now draws the picked dates.
    await expect(list).toBeFocused()
  })

  test('the table lists the same periods and counts as the bars, and axe finds nothing amiss', async ({
    page,
    ads,
    makeAxeBuilder,
  }) => {
    const timeline = await ads.timeline()
    await page.goto('/')
    await openTimeline(page)
    await expect(bars(page).getByRole('option')).toHaveCount(timeline.bars.length)
    await chart(page).getByRole('button', { name: 'Show as table' }).click()
    await expect(chart(page).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const table = chart(page).getByRole('table', { name: /^Ads started per / })
    await expect(table.getByRole('columnheader')).toHaveText(['Period', 'Ads started'])
    await expect(table.getByRole('rowheader')).toHaveText(
      timeline.bars.map((bar) => periodName(bar, timeline.interval)),
    )
    await expect(table.getByRole('cell')).toHaveText(timeline.bars.map((bar) => formatWholeNumber(bar.count)))

    // With a run marked from the keyboard too, so the marked state is scanned as well.
    await bars(page).focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Shift+ArrowLeft')
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  })

  test(
    'fills the height held for it (at phone width too), and a tap on a bar sets that bar’s dates',
    PHONE,
    async ({ page, ads }) => {
      const timeline = await ads.timeline()
      const last = timeline.bars.at(-1)!
      await page.goto('/')
      await openTimeline(page)
      await expect(bars(page).getByRole('option')).toHaveCount(timeline.bars.length)
      // The chart fills the slot held for it while its code loaded: the grid below did not move.
      const slot = chart(page).locator('..')
      const held = await slot.evaluate((element) => Number.parseFloat(getComputedStyle(element).minHeight))
      expect((await slot.boundingBox())!.height).toBe(held)
      const width = (await bars(page).boundingBox())!.width
      expect(width).toBeGreaterThan(200)

      const point = await barPoint(page, timeline.bars.length - 1, timeline.bars.length)
      // A finger on a phone (where touch-action leaves vertical swipes to scrolling), a mouse elsewhere.
      if (await page.evaluate(() => navigator.maxTouchPoints > 0))
        await page.touchscreen.tap(point.x, point.y)
      else await page.mouse.click(point.x, point.y)
      await expect.poll(() => searchOf(page)).toBe(`?from=${last.start}&to=${last.end}`)
      await expectTotal(page, last.count)
    },
  )
})
