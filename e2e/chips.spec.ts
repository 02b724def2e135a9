import { FORMAT_LABELS } from '../src/contract/enums'
import { tokenize } from '../src/contract/keywords'
import { countryName } from '../src/search/display-names'
import { urlHost } from '../src/search/safe-url'
import { expect, expectTotal, keywordsBox, openFilters, PHONE, searchOf, test } from './fixtures'

test.describe('applied filter chips', () => {
  test(
    'show every filter; removing one drops it; Clear all keeps the keywords',
    PHONE,
    async ({ page, ads }) => {
      // Filters taken from one long-running ad, so the search they make is never empty.
      const { data } = await ads.search({ sort: 'longest_running', limit: 20 })
      const ad = data.find((a) => a.landing_url && a.countries.length > 0 && a.running_days >= 30)!
      const word = tokenize(ad.headline).find((w) => /^[a-z]{4,}$/.test(w))!
      const domain = urlHost(ad.landing_url)!.replace(/^www\./, '')
      const [country] = ad.countries
      const filters = {
        formats: [ad.format],
        countries: [country!],
        active: ad.is_active,
        min_running_days: 30,
        domain,
      }
      await page.goto(
        `/?q=${word}&formats=${ad.format}&countries=${country}&active=${ad.is_active}&min_days=30&domain=${domain}`,
      )
      await expectTotal(page, await ads.total({ query: word, ...filters }))

      const chips = page.getByRole('list', { name: 'Applied filters' }).first()
      const labels = [
        `Format: ${FORMAT_LABELS[ad.format]}`,
        `Country: ${countryName(country!)}`,
        `Status: ${ad.is_active ? 'Active' : 'Stopped'}`,
        'Running: 30+ days',
        `Domain: ${domain}`,
      ]
      await expect(chips.getByRole('button', { name: /^Remove / })).toHaveCount(labels.length)
      for (const label of labels)
        await expect(chips.getByRole('button', { name: `Remove ${label}` })).toBeVisible()

      await chips.getByRole('button', { name: `Remove Format: ${FORMAT_LABELS[ad.format]}` }).click()
      await expect(chips.getByRole('button', { name: /^Remove / })).toHaveCount(labels.length - 1)
      await expect.poll(() => searchOf(page)).not.toContain('formats=')
      const { formats: _removed, ...rest } = filters
      await expectTotal(page, await ads.total({ query: word, ...rest }))
      const panel = await openFilters(page)
      await expect(
        panel.getByRole('checkbox', { name: FORMAT_LABELS[ad.format], exact: true }),
      ).not.toBeChecked()
      await page.keyboard.press('Escape')

      await chips.getByRole('button', { name: 'Clear all' }).click()
      await expect.poll(() => searchOf(page)).toBe(`?q=${word}`)
      await expect(chips).toBeHidden()
      await expect(keywordsBox(page)).toHaveValue(word)
      await expectTotal(page, await ads.total({ query: word }))
    },
  )
})
