import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerApi, problem, renderWithApp } from '../../testing/component-render'
import { ResetPasswordScreen } from './reset-password-screen'

const PASSWORD = 'correct horse battery staple'

describe('setting a password from a reset link', () => {
  it('sends the form once while it is on its way, then says the password is set', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = answerApi({
      'POST /api/auth/reset-password': () => new Promise((resolve) => (answer = resolve)),
    })
    const { user } = await renderWithApp(<ResetPasswordScreen />, { path: '/reset-password#tok1', me: null })
    await user.type(screen.getByLabelText('New password'), PASSWORD)
    await user.type(screen.getByLabelText('Repeat the password'), PASSWORD)
    const submit = screen.getByRole('button', { name: 'Set password' })

    await user.click(submit)
    await user.keyboard('{Enter}')
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    answer(
      new Response(JSON.stringify({ status: true }), { headers: { 'content-type': 'application/json' } }),
    )

    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeTruthy()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ newPassword: PASSWORD, token: 'tok1' })
  })

  it('says why when the link no longer works, and lets the person try again', async () => {
    answerApi({ 'POST /api/auth/reset-password': () => problem(400, 'This link has expired.') })
    const { user } = await renderWithApp(<ResetPasswordScreen />, { path: '/reset-password#tok1', me: null })
    await user.type(screen.getByLabelText('New password'), PASSWORD)
    await user.type(screen.getByLabelText('Repeat the password'), PASSWORD)

    await user.click(screen.getByRole('button', { name: 'Set password' }))

    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired.')
    expect((screen.getByRole('button', { name: 'Set password' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
