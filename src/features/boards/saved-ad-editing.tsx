import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'

/** A note and tags as typed, before they are saved: the tags as one comma-separated text. */
export interface Draft {
  note: string
  tags: string
}

interface Editing {
  /** The saved ads whose form is open. */
  open: ReadonlySet<string>
  setOpen: (adId: string, open: boolean) => void
  /**
   * What is typed in each open form. Kept here, above the grid, because the grid drops the cards
   * that scroll out of view: one coming back opens its form again with the text as it was left.
   */
  drafts: Map<string, Draft>
}

const EditingContext = createContext<Editing | null>(null)

/** Which of a board's saved ads are being annotated, and their drafts. */
export function SavedAdEditing({ children }: { children: ReactNode }) {
  const [open, setOpenIds] = useState<ReadonlySet<string>>(new Set())
  const drafts = useRef(new Map<string, Draft>()).current
  const value = useMemo<Editing>(
    () => ({
      open,
      drafts,
      setOpen: (adId, on) => {
        if (!on) drafts.delete(adId)
        setOpenIds((before) => {
          if (before.has(adId) === on) return before
          const after = new Set(before)
          if (on) after.add(adId)
          else after.delete(adId)
          return after
        })
      },
    }),
    [open, drafts],
  )
  return <EditingContext.Provider value={value}>{children}</EditingContext.Provider>
}

/** One saved ad's form: whether it is open, its draft, and the ways to open it, keep typing and close it. */
export function useSavedAdEditing(adId: string) {
  const editing = useContext(EditingContext)
  if (!editing) throw new Error('useSavedAdEditing needs a SavedAdEditing above it')
  return {
    isOpen: editing.open.has(adId),
    draft: editing.drafts.get(adId),
    keepDraft: (draft: Draft) => editing.drafts.set(adId, draft),
    setOpen: (on: boolean) => editing.setOpen(adId, on),
  }
}
