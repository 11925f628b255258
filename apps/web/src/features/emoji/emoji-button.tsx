import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, IconButton, Popover, Tooltip } from '@mui/material';
import EmojiIcon from '@mui/icons-material/InsertEmoticon';
import { insertAtCaret, placeCaret } from './insert-at-caret';
import { PICKER_SIZE } from './picker-size';

// the picker and its emoji list are fetched the first time a picker opens
const EmojiPicker = lazy(() => import('./emoji-picker'));

type Field = HTMLInputElement | HTMLTextAreaElement;

interface EmojiButtonProps {
  /** The field the emoji goes into, at its caret. */
  field: () => Field | null;
  /** Receives the whole new text. */
  onChange: (text: string) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** The field's box when it lies above the button, else the button. */
function anchorAbove(button: HTMLElement, el: Field | null): HTMLElement {
  const box = el?.closest<HTMLElement>('.MuiInputBase-root') ?? el;
  if (!box) return button;
  return box.getBoundingClientRect().top < button.getBoundingClientRect().top - 4 ? box : button;
}

/**
 * The smiley button beside a text field. The panel stays open for several picks (as in
 * WhatsApp); closing it gives the caret back to the field, right after the last emoji.
 */
export function EmojiButton({ field, onChange, disabled, size }: EmojiButtonProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // the panel opens above the field when the field lies above the button (a phone's composer
  // wraps its tools below the text box): it never covers the text it writes into
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  // each opening gets a fresh picker, which reads the recent emojis then: reopened before the
  // popover's closing had unmounted it, the same picker showed the list of its first opening
  const [openings, setOpenings] = useState(0);
  // where the last pick left the caret (the field's own selection moves when React writes it)
  const caretAfterPick = useRef<number | null>(null);

  const pick = (emoji: string) => {
    const el = field();
    if (!el) return;
    const { text, caret } = insertAtCaret(el, emoji);
    onChange(text);
    caretAfterPick.current = caret;
    placeCaret(el, caret, false);
  };

  const close = () => {
    setAnchor(null);
    const el = field();
    if (el) placeCaret(el, caretAfterPick.current ?? el.selectionEnd ?? el.value.length, true);
    caretAfterPick.current = null;
  };

  return (
    <>
      <Tooltip title={t('emoji.open')}>
        <span>
          <IconButton
            ref={button}
            size={size}
            aria-label={t('emoji.open')}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => {
              caretAfterPick.current = null;
              setOpenings((n) => n + 1);
              setAnchor(anchorAbove(button.current!, field()));
            }}
          >
            <EmojiIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableRestoreFocus
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('emoji.open') } }}
      >
        <Suspense
          fallback={
            <Box sx={{ ...PICKER_SIZE, p: 4, textAlign: 'center' }}>
              <CircularProgress size={24} aria-label={t('emoji.loading')} />
            </Box>
          }
        >
          <EmojiPicker key={openings} onPick={pick} />
        </Suspense>
      </Popover>
    </>
  );
}
