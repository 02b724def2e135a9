import { type ComponentType, createContext, type ReactNode, useContext } from 'react'

/** What a card or the detail view hands its Save control. */
export interface SaveSlotProps {
  adId: string
  /** What the ad is called, for the menu button's name. */
  title: string
  /** The ad's title element, read with the Save button while it is not saved. */
  describedBy?: string | undefined
  /** The card's small controls, or the detail view's larger ones. */
  size?: 'small' | 'large'
}

/**
 * The Save control of cards and of the detail view, as a slot. Boards draw it (boards/save-control.tsx)
 * and build on cards and the detail view, so those never import boards: the app's root fills the
 * slot (routes/__root.tsx). Without it (a card alone in a test) a card has no Save control.
 */
const Control = createContext<ComponentType<SaveSlotProps> | null>(null)

export function SaveSlotProvider({
  control,
  children,
}: {
  control: ComponentType<SaveSlotProps>
  children: ReactNode
}) {
  return <Control.Provider value={control}>{children}</Control.Provider>
}

/** The Save control the app put in the slot, or nothing. */
export function SaveSlot(props: SaveSlotProps) {
  const SaveControl = useContext(Control)
  return SaveControl ? <SaveControl {...props} /> : null
}
