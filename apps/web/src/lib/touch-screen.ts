/**
 * A phone or tablet, where focusing a field pops the on-screen keyboard over half the page:
 * fields there are focused only when the user taps them.
 */
export const isTouchScreen = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/** The sx key of rules for a touch screen (the same test as isTouchScreen). */
export const ON_TOUCH_SCREEN = '@media (pointer: coarse)';

/** A button's sx on a touch screen: a finger's width, 40 × 40 px at least. */
export const FINGER_SIZED = { [ON_TOUCH_SCREEN]: { minWidth: 40, minHeight: 40 } } as const;
