import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Me } from '../../contract/team'
import { ME_ID } from '../../search/embedded-me'
import { testApi } from '../../testing/test-api'
import { GOOD_PASSWORD, signIn } from '../../testing/test-team'
import type { AppConfig } from '../config'

const INDEX = '<!doctype html><html><head><title>Ad Search</title></head><body></body></html>'

async function builtApp(config: Partial<AppConfig> = {}) {
  const distDir = join(mkdtempSync(join(tmpdir(), 'ads-me-')), 'dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'index.html'), INDEX)
  return testApi([], { distDir, ...config })
}

/** The `me` block of a page's HTML, parsed by the contract; undefined when there is none. */
async function embeddedMe(response: Response): Promise<Me | undefined> {
  const html = await response.text()
  const block = new RegExp(`<script type="application/json" id="${ME_ID}">(.*?)</script>`, 's').exec(html)
  return block ? Me.parse(JSON.parse(block[1]!)) : undefined
}

describe('who is signed in, in the HTML', () => {
  it('comes with the page for a person signed in, their name kept exactly, and not for anyone else', async () => {
    const { app, team } = await builtApp()
    // A name that a string replacement would read as `$&` (the matched text) and `$'` (the rest).
    const name = "Ana $& $' </script><b>"
    await team.create({ email: 'ana@example.com', name, password: GOOD_PASSWORD, role: 'member' })
    const cookie = await signIn(app, 'ana@example.com')
    const me = await embeddedMe(await app.request('/', { headers: { Cookie: cookie } }))
    expect(me).toEqual({ person: expect.objectContaining({ name, role: 'member' }), access: 'private' })
    expect(await embeddedMe(await app.request('/'))).toBeUndefined()
  })

  it('says so to an anonymous visitor in public mode', async () => {
    const { app } = await builtApp({ access: 'public' })
    expect(await embeddedMe(await app.request('/'))).toEqual({ person: null, access: 'public' })
  })
})
