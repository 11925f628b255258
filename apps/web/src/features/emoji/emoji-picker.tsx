import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { isTouchScreen } from '../../lib/touch-screen';
import { PICKER_SIZE } from './picker-size';
import { readRecentEmojis, rememberEmoji } from './recent-emojis';
import {
  EMOJI_CATEGORIES,
  EMOJIS,
  searchEmojis,
  type Emoji,
  type EmojiCategory,
} from './emoji-data';

/** The tab face of each category, as WhatsApp shows them. */
const CATEGORY_ICON: Record<Tab, string> = {
  recent: '🕘',
  smileys: '😀',
  people: '👋',
  nature: '🐻',
  food: '🍔',
  activities: '⚽',
  travel: '🚗',
  objects: '💡',
  symbols: '❤️',
};

type Tab = EmojiCategory | 'recent';

export interface EmojiPickerProps {
  onPick: (emoji: string) => void;
}

/** Search box, category tabs and the grid; loaded on demand by EmojiButton. */
export default function EmojiPicker({ onPick }: EmojiPickerProps) {
  const { t } = useTranslation();
  // read once: the recent tab does not reorder under the pointer while picking
  const [recent] = useState<Emoji[]>(() => readRecentEmojis().map((char) => ({ char, words: '' })));
  const tabs: Tab[] = recent.length ? ['recent', ...EMOJI_CATEGORIES] : [...EMOJI_CATEGORIES];
  const [category, setCategory] = useState<Tab>(tabs[0]!);
  const [query, setQuery] = useState('');
  const searching = query.trim().length > 0;
  const shown = useMemo(() => {
    if (searching) return searchEmojis(query);
    return category === 'recent' ? recent : EMOJIS[category];
  }, [searching, query, category, recent]);
  const pick = (emoji: string) => {
    rememberEmoji(emoji);
    onPick(emoji);
  };
  const gridLabel = searching ? t('emoji.search') : t(`emoji.category.${category}`);
  const panel = useRef<HTMLDivElement>(null);
  // from the search box, the down arrow goes on into the grid
  const toGrid = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    panel.current?.querySelector<HTMLElement>('[data-emoji][tabindex="0"]')?.focus();
  };

  return (
    <Box ref={panel} sx={{ ...PICKER_SIZE, display: 'flex', flexDirection: 'column' }}>
      <Tabs
        value={searching ? false : category}
        onChange={(_, value: Tab) => {
          setQuery('');
          setCategory(value);
        }}
        variant="fullWidth"
        aria-label={t('emoji.categories')}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((c) => (
          <Tab
            key={c}
            value={c}
            label={CATEGORY_ICON[c]}
            aria-label={t(`emoji.category.${c}`)}
            title={t(`emoji.category.${c}`)}
            sx={{ minWidth: 0, minHeight: 40, px: 0, fontSize: 18 }}
          />
        ))}
      </Tabs>
      <TextField
        size="small"
        type="search"
        autoFocus={!isTouchScreen()}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={toGrid}
        placeholder={t('emoji.search')}
        sx={{ m: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': t('emoji.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" color="disabled" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
        {gridLabel}
      </Typography>
      {searching && shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {t('emoji.noResults')}
        </Typography>
      ) : (
        <EmojiGrid label={gridLabel} emojis={shown} onPick={pick} />
      )}
    </Box>
  );
}

/** Where each arrow key moves in a grid `columns` wide; Home and End go to the ends. */
export function nextEmojiIndex(key: string, index: number, count: number, columns: number) {
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (step[key] === undefined) return null;
  return Math.min(count - 1, Math.max(0, index + step[key]));
}

/** The buttons on the grid's first row, as the layout placed them. */
function columnsOf(buttons: HTMLElement[]) {
  const top = buttons[0]?.offsetTop;
  return Math.max(1, buttons.filter((b) => b.offsetTop === top).length);
}

/**
 * The emojis, one Tab stop: the arrow keys move between them, as in any grid of a picker
 * (forty Tabs to reach the fortieth emoji before).
 */
function EmojiGrid({
  label,
  emojis,
  onPick,
}: {
  label: string;
  emojis: Emoji[];
  onPick: (emoji: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [shownFor, setShownFor] = useState(emojis);
  if (shownFor !== emojis) {
    // another category or search: the Tab stop goes back to the first emoji
    setShownFor(emojis);
    setActive(0);
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[data-emoji]') ?? [])];
    const next = nextEmojiIndex(e.key, active, buttons.length, columnsOf(buttons));
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    buttons[next]?.focus();
  };
  return (
    <Box
      ref={ref}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
        alignContent: 'start',
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: 1,
        pb: 1,
      }}
    >
      {emojis.map((emoji, i) => (
        <ButtonBase
          key={emoji.char}
          data-emoji
          tabIndex={i === active ? 0 : -1}
          onFocus={() => setActive(i)}
          aria-label={emoji.char}
          title={emoji.words.split(' ')[0]}
          onClick={() => onPick(emoji.char)}
          sx={{
            fontSize: 24,
            height: 40,
            borderRadius: 1,
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
          }}
        >
          {emoji.char}
        </ButtonBase>
      ))}
    </Box>
  );
}
