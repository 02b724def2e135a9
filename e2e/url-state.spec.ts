import {
  cards,
  closeFilters,
  expect,
  expectTotal,
  keywordsBox,
  openFilters,
  PHONE,
  scrollToBottom,
  searchOf,
  test,
  titleOf,
} from './fixtures'

test.describe('the search in the URL', () => {
  test('is flat and canonical, and a reload restores the same view', PHONE, async ({ page, ads }) => {
    const { word } = await ads.keyword(5, 2000)
    const body = { query: word, formats: ['image' as const, 'video' as const] }
    const { data, pagination } = await ads.search({ ...body, limit: 2 })
    await page.goto('/')
    await keywordsBox(page).fill(word)
    await keywordsBox(page).press('Enter')
    const panel = await openFilters(page)
    // Ticked in the other order than the URL lists them: the URL sorts lists.
    await panel.getByRole('checkbox', { name: 'Video', exact: true }).check()
    await panel.getByRole('checkbox', { name: 'Image', exact: true }).check()
    await closeFilters(page)
    await expect.poll(() => searchOf(page)).toBe(`?q=${word}&formats=image,video`)
    await expectTotal(page, pagination.total)

    await page.reload()
    await expectTotal(page, pagination.total)
    await expect(keywordsBox(page)).toHaveValue(word)
    for (const [i, ad] of data.entries()) await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
    const again = await openFilters(page)
    await expect(again.getByRole('checkbox', { name: 'Video', exact: true })).toBeChecked()
    await expect(again.getByRole('checkbox', { name: 'Image', exact: true })).toBeChecked()
  })

  test('a pasted link draws its first results from the page itself, then pages on from the API', async ({
    page,
    ads,
  }) => {
    const { word, total } = await ads.keyword(40, 2000)
    const expected = await ads.first({ query: word, sort: 'oldest' }, 3)
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (/\/api\/v1\/(ads\/query|tiktok\/ads)/.test(request.url())) listRequests.push(request.url())
    })
    await page.goto(`/?q=${word}&sort=oldest`)
    await expectTotal(page, total)
    for (const [i, ad] of expected.entries())
      await expect(cards(page).nth(i)).toHaveAccessibleName(titleOf(ad))
    expect(listRequests).toEqual([])

    // The page in the HTML carries its cursor: scrolling on asks the API for the next one.
    await expect(async () => {
      await scrollToBottom(page)
      expect(listRequests.length).toBeGreaterThan(0)
    }).toPass()
  })

  test('Back and Forward move between searches, typing included', async ({ page, ads }) => {
    const { word } = await ads.keyword(5, 2000)
    const [everything, videos, both, typed] = await Promise.all([
      ads.total(),
      ads.total({ formats: ['video'] }),
      ads.total({ formats: ['image', 'video'] }),
      ads.total({ query: word, formats: ['image', 'video'] }),
    ])
    await page.goto('/')
    await expectTotal(page, everything)
    const panel = await openFilters(page)
    await panel.getByRole('checkbox', { name: 'Video', exact: true }).check()
    await expectTotal(page, videos)
    await panel.getByRole('checkbox', { name: 'Image', exact: true }).check()
    await expectTotal(page, both)
    await keywordsBox(page).pressSequentially(word, { delay: 40 })
    await expectTotal(page, typed)

    // The typing is one step of its own: Back returns to the last filter click, then the one before.
    await page.goBack()
    await expect.poll(() => searchOf(page)).toBe('?formats=image,video')
    await expectTotal(page, both)
    await expect(keywordsBox(page)).toHaveValue('')
    await expect(panel.getByRole('checkbox', { name: 'Image', exact: true })).toBeChecked()

    await page.goBack()
    await expect.poll(() => searchOf(page)).toBe('?formats=video')
    await expectTotal(page, videos)
    await expect(panel.getByRole('checkbox', { name: 'Image', exact: true })).not.toBeChecked()

    await page.goBack()
    await expect.poll(() => searchOf(page)).toBe('')
    await expectTotal(page, everything)

    await page.goForward()
    await page.goForward()
    await page.goForward()
    await expect.poll(() => searchOf(page)).toBe(`?q=${word}&formats=image,video`)
    await expectTotal(page, typed)
    await expect(keywordsBox(page)).toHaveValue(word)
  })

  test(
    'a pasted link with unknown values says so and shows the rest of the search',
    PHONE,
    async ({ page, ads }) => {
      await page.goto('/?formats=video,gif&countries=XX')

      const notice = page.getByRole('status').filter({ hasText: 'values Ad Search does not know' })
      await expect(notice).toContainText('formats “gif”')
      await expect(notice).toContainText('countries “XX”')
      await expectTotal(page, await ads.total({ formats: ['video'] }))
      const chips = page
        .getByRole('list', { name: 'Applied filters' })
        .getByRole('button', { name: /^Remove / })
      await expect(chips).toHaveCount(1)
      await expect(chips).toHaveAccessibleName('Remove Format: Video')

      await notice.getByRole('button', { name: 'Dismiss' }).click()
      await expect(notice).toBeHidden()
    },
  )
})
