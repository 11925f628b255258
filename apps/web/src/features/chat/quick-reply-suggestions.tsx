import {
  useEffect,
  useImperativeHandle,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { List, ListItemButton, ListItemText, Paper } from '@mui/material';
import { foldText, type QuickMessageDTO } from '@atende/shared';
import { useAllQuickMessages } from '../quick-messages/use-quick-messages';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { quickMessagesTexts } from '../quick-messages/locales';

addPageTexts('quickMessages', quickMessagesTexts);

/** Suggestion labels are cut at 35 characters (spec 1 §5). */
export const SUGGESTION_LABEL_MAX = 35;

export function suggestionLabel(q: Pick<QuickMessageDTO, 'shortcode' | 'message'>): string {
  const full = `/${q.shortcode} - ${q.message}`.replace(/\s+/g, ' ');
  return full.length > SUGGESTION_LABEL_MAX ? `${full.slice(0, SUGGESTION_LABEL_MAX)}...` : full;
}

/** '/xy' → the quick messages whose shortcode starts with 'xy', case and accents ignored. */
export function matchingQuickMessages(list: QuickMessageDTO[], typed: string): QuickMessageDTO[] {
  const prefix = foldText(typed.slice(1).trimStart());
  return list.filter((q) => foldText(q.shortcode).startsWith(prefix));
}

/** The list's id: the chat input names it (aria-controls) and its highlighted option. */
export const SUGGESTIONS_ID = 'quick-reply-suggestions';
/** Options shown at once: '/a' may match hundreds; typing more narrows them. */
export const SUGGESTIONS_SHOWN = 50;
export const suggestionId = (q: Pick<QuickMessageDTO, 'id'>) => `${SUGGESTIONS_ID}-${q.id}`;

/** Whether the input's text asks for suggestions: '/' and at least one more character. */
export const wantsSuggestions = (text: string) => text.startsWith('/') && text.length > 1;

export interface SuggestionsHandle {
  /** Handles the input's key when it is meant for the list; true when it was. */
  onKeyDown(e: KeyboardEvent): boolean;
}

interface QuickReplySuggestionsProps {
  /** The input's text, '/' included. */
  text: string;
  onPick: (quickMessage: QuickMessageDTO) => void;
  onDismiss: () => void;
  handleRef: RefObject<SuggestionsHandle | null>;
  /** The highlighted option's element id, for the input's aria-activedescendant (none: null). */
  onActive: (optionId: string | null) => void;
}

/** The '/shortcode' popup above the chat input (spec 1 §5), driven by the input's keys. */
export function QuickReplySuggestions({
  text,
  onPick,
  onDismiss,
  handleRef,
  onActive,
}: QuickReplySuggestionsProps) {
  const { t } = useTranslation();
  const all = useAllQuickMessages();
  const options = matchingQuickMessages(all.data ?? [], text).slice(0, SUGGESTIONS_SHOWN);
  // the highlighted option goes back to the first whenever the text changes
  const [active, setActive] = useState({ text, index: 0 });
  const index = active.text === text ? Math.min(active.index, options.length - 1) : 0;

  // the highlighted option stays in sight, and the input tells a screen reader which it is
  const activeId = options[index] ? suggestionId(options[index]) : null;
  useEffect(() => {
    onActive(activeId);
    // (a test's document has no scrolling)
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, onActive]);
  useEffect(() => () => onActive(null), [onActive]);

  useImperativeHandle(handleRef, () => ({
    onKeyDown(e) {
      if (!options.length) return false;
      const move = (step: number) =>
        setActive({ text, index: (index + step + options.length) % options.length });
      if (e.key === 'ArrowDown') move(1);
      else if (e.key === 'ArrowUp') move(-1);
      else if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') onPick(options[index]!);
      else if (e.key === 'Escape') onDismiss();
      else return false;
      e.preventDefault();
      return true;
    },
  }));

  if (!options.length) return null;
  return (
    <Paper
      elevation={4}
      sx={{
        position: 'absolute',
        left: 8,
        right: 8,
        bottom: '100%',
        mb: 0.5,
        maxHeight: 240,
        overflow: 'auto',
        zIndex: 2,
      }}
    >
      <List dense role="listbox" id={SUGGESTIONS_ID} aria-label={t('quickMessages.suggestions')}>
        {options.map((q, i) => (
          <ListItemButton
            key={q.id}
            id={suggestionId(q)}
            role="option"
            aria-selected={i === index}
            selected={i === index}
            // keep the focus in the input
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(q)}
          >
            <ListItemText primary={suggestionLabel(q)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
