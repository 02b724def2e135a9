import { describe, expect, it, vi } from 'vitest'
import { createPreviewCoordinator } from './preview-context'

describe('createPreviewCoordinator', () => {
  it('stops the playing preview when another starts, so one plays at a time', () => {
    const coordinator = createPreviewCoordinator()
    const first = vi.fn()
    const second = vi.fn()
    coordinator.start(first)
    coordinator.start(second)
    expect(first).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
  })

  it('forgets a preview that ended, and ignores an end from one that was not playing', () => {
    const coordinator = createPreviewCoordinator()
    const first = vi.fn()
    const second = vi.fn()
    coordinator.start(first)
    coordinator.end(second)
    coordinator.end(first)
    coordinator.start(second)
    expect(first).not.toHaveBeenCalled()
  })

  it('does not stop a preview that starts again', () => {
    const coordinator = createPreviewCoordinator()
    const first = vi.fn()
    coordinator.start(first)
    coordinator.start(first)
    expect(first).not.toHaveBeenCalled()
  })
})
