/**
 * The picker's fixed size, shared with its loading placeholder: the popover is placed once, when
 * it opens, and must not grow past the screen's edge when the panel arrives.
 */
export const PICKER_SIZE = { width: 'min(340px, calc(100vw - 16px))', height: 360 };
