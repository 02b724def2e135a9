// Component tests: the `components` project of vitest.config.ts runs every `src/**/*.test.tsx` in
// jsdom (a simulated page) with this file loaded first.
//
// How to write one:
// - Name it `<component>.test.tsx` beside the component.
// - Render with `renderWithApp(<Thing />)` from `src/testing/component-render.tsx`: it gives the
//   component a fresh QueryClient (and a router when the component links or navigates) and returns
//   `user`, a userEvent session: `await user.type(box, 'nike')`, `await user.keyboard('{ArrowDown}')`.
// - Answer the API at the fetch level with `answerApi({ 'GET /lookup': () => json({...}) })`: the
//   component's own query code runs, and a call nobody answers fails the test with its path.
// - Find things as a person does: `screen.getByRole('combobox', { name: 'Keywords' })`, by label
//   and text, never by class or test id; wait for answers with `findBy…`, not with timers.
// Everything below runs around each test, so tests never see each other's pages, storage or mocks.
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom lays nothing out: what layout-driven code calls exists and does nothing.
Element.prototype.scrollIntoView ??= () => {}
window.scrollTo = () => {}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
