import { useId, useState, type ReactNode } from 'react';
import { Badge, IconButton, Typography, type BadgeProps } from '@mui/material';
import { DeferredTooltip } from './deferred-tooltip';
import { afterFirstScreenLazy } from './after-first-screen';

// closed at first; its code comes after the first screen
const Popover = afterFirstScreenLazy(() => import('@mui/material/Popover'));

interface TopBarPopoverProps {
  /** The button's accessible name, which says the count. */
  label: string;
  /** The tooltip and the heading of the open panel. */
  title: string;
  icon: ReactNode;
  count: number;
  badgeColor: BadgeProps['color'];
  /** Shown instead of the list when there is nothing to list. */
  emptyText: string;
  isEmpty: boolean;
  width?: number;
  /** The panel was opened (its items count as seen, say). */
  onOpen?: () => void;
  /** The list; `close` shuts the panel (before navigating away, say). */
  children: (close: () => void) => ReactNode;
}

/** A top bar button with a count that opens a panel listing things (alerts, announcements...). */
export function TopBarPopover(props: TopBarPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const titleId = useId();
  return (
    <>
      <DeferredTooltip title={props.title}>
        <IconButton
          color="inherit"
          aria-label={props.label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            props.onOpen?.();
          }}
        >
          <Badge
            badgeContent={props.count || undefined}
            color={props.badgeColor}
            // the button's label says the count; read twice otherwise
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            {props.icon}
          </Badge>
        </IconButton>
      </DeferredTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          // a panel named by its heading, not a nameless box read as one run of text
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: props.width ?? 360,
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'min(520px, 75dvh)',
            },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}
        >
          {props.title}
        </Typography>
        {props.isEmpty ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {props.emptyText}
          </Typography>
        ) : (
          props.children(close)
        )}
      </Popover>
    </>
  );
}
