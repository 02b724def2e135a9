import { createContext, type ReactNode, useContext, useState } from 'react'

/** Lets one video preview stop the one playing before it. */
export interface PreviewCoordinator {
  /** `stop` becomes the playing preview; the previous one is asked to stop. */
  start(stop: () => void): void
  /** The preview owning `stop` ended by itself. */
  end(stop: () => void): void
}

// Without a provider (a card shown on its own) every preview simply plays independently.
const noCoordination: PreviewCoordinator = { start() {}, end() {} }

const PreviewContext = createContext<PreviewCoordinator>(noCoordination)

export function createPreviewCoordinator(): PreviewCoordinator {
  let current: (() => void) | null = null
  return {
    start(stop) {
      if (current && current !== stop) current()
      current = stop
    },
    end(stop) {
      if (current === stop) current = null
    },
  }
}

/** Mount around a grid of cards so that at most one video preview plays at a time on the page. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  // One coordinator for the provider's lifetime, kept outside React state updates on purpose:
  // starting a preview must not re-render every card.
  const [coordinator] = useState(createPreviewCoordinator)
  return <PreviewContext value={coordinator}>{children}</PreviewContext>
}

export function usePreviewCoordinator(): PreviewCoordinator {
  return useContext(PreviewContext)
}
