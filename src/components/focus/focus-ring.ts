/** The app's keyboard focus ring (the theme gives every button and link the same one). */
export const FOCUS_RING = { outline: '3px solid', outlineOffset: 2 } as const;

/**
 * For an element that only script focuses (tabIndex -1): a card or a line of text that takes
 * focus when the control that had it goes away. No ring after a click or a tap; the ring when
 * the person is using the keyboard (:focus-visible), so they see where they are.
 */
export const FOCUS_TARGET_SX = {
  outline: 'none',
  '&:focus-visible': FOCUS_RING,
} as const;
