import { foldText } from '../src/contract/keywords'
import {
  cards,
  expect,
  expectTotal,
  historyLength,
  keywordsBox,
  PHONE,
  results,
  resultsCount,
  searchOf,
  test,
  titleOf,
} from './fixtures'

test.describe('search screen', () => {
  test('opens on every ad, newest first, counted as the API counts them', PHONE, async ({ page, ads }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Ad Search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search ads' })).toBeVisible()

    // The grid draws only the cards near the screen: on a phone, the first two.
    const { pagination, data } = await ads.search({ limit: 2 })
    await expectTotal(page, pagination.total)
    for (const [i, ad] of data.entries()) await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `has no accessibility violations in ${colorScheme} mode`,
      PHONE,
      async ({ page, makeAxeBuilder }) => {
        await page.emulateMedia({ colorScheme })
        await page.goto('/')
        await expect(cards(page).first()).toBeVisible()
        const results = await makeAxeBuilder().analyze()
        expect(results.violations).toEqual([])
      },
    )
  }
})

test.describe('keywords', () => {
  test(
    'typing searches after a pause: one history entry per burst of typing',
    PHONE,
    async ({ page, ads }) => {
      const { word, total } = await ads.keyword(6)
      const everything = await ads.total()
      await page.goto('/')
      await expect(cards(page).first()).toBeVisible()
      const entries = await historyLength(page)

      const half = word.slice(0, 3)
      await keywordsBox(page).pressSequentially(half, { delay: 40 })
      await expect.poll(() => searchOf(page)).toBe(`?q=${half}`)
      await keywordsBox(page).pressSequentially(word.slice(3), { delay: 40 })
      await expect.poll(() => searchOf(page)).toBe(`?q=${word}`)
      await expectTotal(page, total)
      // The first pause added an entry, the later one refined it: Back returns to before the typing.
      expect(await historyLength(page)).toBe(entries + 1)
      await page.goBack()
      await expect.poll(() => searchOf(page)).toBe('')
      await expectTotal(page, everything)
      await expect(keywordsBox(page)).toHaveValue('')
    },
  )

  test('Enter searches at once as a new history entry; Back returns to before', async ({ page, ads }) => {
    const { word, total } = await ads.keyword()
    const everything = await ads.total()
    await page.clock.install()
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    const entries = await historyLength(page)

    // With the page's timers stopped the typing pause can never elapse: only Enter can search.
    await page.clock.pauseAt(Date.now() + 60_000)
    await keywordsBox(page).fill(word)
    await keywordsBox(page).press('Enter')
    await expect.poll(() => searchOf(page)).toBe(`?q=${word}`)
    await page.clock.resume()
    await expectTotal(page, total)
    expect(await historyLength(page)).toBe(entries + 1)

    await page.goBack()
    await expectTotal(page, everything)
    await expect(keywordsBox(page)).toHaveValue('')
  })

  test('/ focuses the keyword box from anywhere on the page', async ({ page }) => {
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    await resultsCount(page).click()
    await expect(keywordsBox(page)).not.toBeFocused()

    await page.keyboard.press('/')
    await expect(keywordsBox(page)).toBeFocused()
    await expect(keywordsBox(page)).toHaveValue('')
  })

  test('marks the matched words in the cards', PHONE, async ({ page, ads }) => {
    const { word } = await ads.keyword()
    const { data } = await ads.search({ query: word, limit: 10 })
    await page.goto(`/?q=${word}`)

    // The first ad whose headline has the word: its card marks the word in the headline.
    const withWord = data.find((ad) => foldText(ad.headline).includes(word))!
    const card = cards(page).filter({ has: page.getByRole('heading', { name: titleOf(withWord) }) })
    await expect(card.getByRole('heading').locator('mark').first()).toBeVisible()
    // Every mark on the page is the word (or a word it starts, as the last keyword matches prefixes).
    const marked = await results(page).locator('mark').allTextContents()
    expect(marked.length).toBeGreaterThan(0)
    for (const text of marked) expect(foldText(text)).toMatch(new RegExp(`^${word}`))
  })

  test('a search that matches nothing says what to loosen', async ({ page, ads }) => {
    const nonsense = 'qzxvwk'
    expect(await ads.total({ query: nonsense, formats: ['video'] })).toBe(0)
    await page.goto(`/?q=${nonsense}&formats=video&active=true`)

    await expect(page.getByText('No ads match this search')).toBeVisible()
    await expect(page.getByText('Loosen it: remove one of these filters, or try fewer words.')).toBeVisible()
    const emptyState = results(page).getByRole('list', { name: 'Applied filters' }).last()
    await expect(emptyState.getByRole('button', { name: 'Remove Format: Video' })).toBeVisible()
    await expect(emptyState.getByRole('button', { name: 'Remove Status: Active' })).toBeVisible()

    await page.goto(`/?q=${nonsense}`)
    await expect(page.getByText('Try fewer or other words.')).toBeVisible()
  })
})

test.describe('sort', () => {
  const sorts = [
    { label: 'Oldest', value: 'oldest' },
    { label: 'Longest running', value: 'longest_running' },
    { label: 'Newest', value: 'newest' },
  ] as const

  test('orders the results as the API orders them', async ({ page, ads }) => {
    await page.goto('/')
    const sort = page.getByRole('combobox', { name: 'Sort by' })
    await expect(sort).toHaveValue('newest')
    // Relevance means nothing without keywords.
    await expect(sort.getByRole('option')).toHaveText(['Newest', 'Oldest', 'Longest running'])

    for (const { label, value } of sorts) {
      await sort.selectOption({ label })
      await expect.poll(() => searchOf(page)).toBe(value === 'newest' ? '' : `?sort=${value}`)
      const { data } = await ads.search({ sort: value, limit: 4 })
      for (const [i, ad] of data.entries()) await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
    }
  })

  test('offers most relevant, first, once there are keywords', async ({ page, ads }) => {
    const { word } = await ads.keyword()
    await page.goto(`/?q=${word}`)
    const sort = page.getByRole('combobox', { name: 'Sort by' })
    await expect(sort).toHaveValue('most_relevant')
    await expect(sort.getByRole('option')).toHaveText([
      'Most relevant',
      'Newest',
      'Oldest',
      'Longest running',
    ])
    const relevant = await ads.search({ query: word, limit: 3 })
    for (const [i, ad] of relevant.data.entries()) {
      await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
    }

    await sort.selectOption({ label: 'Oldest' })
    await expect.poll(() => searchOf(page)).toBe(`?q=${word}&sort=oldest`)
    const oldest = await ads.search({ query: word, sort: 'oldest', limit: 3 })
    for (const [i, ad] of oldest.data.entries())
      await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
  })
})
