import { describe, expect, it } from 'vitest'
import { MAX_PASSWORD_LENGTH, passwordProblem } from './passwords'

const ana = { email: 'ana.lopez@brightshoes.example', name: 'Ana López' }

describe('passwordProblem', () => {
  it('accepts long passphrases of unrelated words, spaces and any script included', async () => {
    for (const password of [
      'lamp orbit velvet quarry',
      'correct horse battery staple',
      'ночь улица фонарь аптека',
      '🍋 tart lemon 🍋 bitter sky',
    ])
      expect(await passwordProblem(password, ana), password).toBeUndefined()
  })

  it('asks for 15 characters as people count them, and no more than the most a field takes', async () => {
    expect(await passwordProblem('Xq7#pL2!vR9@kT', ana)).toMatch(/at least 15 characters \(this has 14\)/)
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(await passwordProblem('🍋🍋🍋🍋🍋🍋🍋', ana)).toMatch(/this has 7/)
    expect(await passwordProblem('a'.repeat(MAX_PASSWORD_LENGTH + 1), ana)).toMatch(/at most/)
  })

  it('refuses common, patterned and breached passwords however long', async () => {
    for (const password of ['passwordpassword', '123456789012345', 'qwertyuiopasdfgh', 'iloveyouiloveyou'])
      expect(await passwordProblem(password, ana), password).toBeDefined()
  })

  it("refuses the person's own email or name dressed up as a password", async () => {
    expect(await passwordProblem('ana.lopez@brightshoes.example', ana)).toBeDefined()
    expect(await passwordProblem('brightshoes2026!', ana)).toBeDefined()
  })
})
