/** A text field the picker writes into: its value and where the caret or selection is. */
export interface CaretTarget {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/**
 * The text with `insert` put at the caret (replacing a selection), and where the caret goes
 * next. A field without a selection gets it at the end.
 */
export function insertAtCaret(target: CaretTarget, insert: string) {
  const { value } = target;
  const start = target.selectionStart ?? value.length;
  const end = target.selectionEnd ?? start;
  const text = value.slice(0, start) + insert + value.slice(end);
  return { text, caret: start + insert.length };
}

/**
 * Puts the caret at `caret` once React has written the new value (writing a value moves the
 * caret to the end); `focus` also gives the field the keyboard.
 */
export function placeCaret(
  el: HTMLInputElement | HTMLTextAreaElement,
  caret: number,
  focus: boolean,
) {
  setTimeout(() => {
    if (focus && !el.disabled) el.focus();
    el.setSelectionRange(caret, caret);
  }, 0);
}
