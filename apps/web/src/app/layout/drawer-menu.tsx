import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { APP_VERSION } from '@atende/shared';
import { ConnectionsMenuBadge } from '../../features/connections/connections-menu-badge';
import { ChatsMenuIcon } from '../../features/chats/chats-menu-icon';
import type { MenuGroup, MenuLink, MenuSection } from './menu-items';

interface DrawerMenuProps {
  sections: MenuSection[];
  /** Icons only (the drawer is folded on a wide screen). */
  mini?: boolean;
  /** Called after a click on a link (closes the overlay drawer on a phone). */
  onNavigate?: () => void;
}

function LinkItem({
  item,
  mini,
  nested,
  onNavigate,
}: {
  item: MenuLink;
  mini?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  const Icon = item.icon;
  const icon = <Icon fontSize="small" />;
  // an outside site opens in a new tab, and says so to a screen reader
  const target = item.external
    ? {
        component: 'a' as const,
        href: item.path,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-label': `${label} (${t('menu.opensInNewTab')})`,
      }
    : { component: NavLink, to: item.path, end: item.path === '/' };
  return (
    <DeferredTooltip title={mini ? label : ''} placement="right">
      <ListItemButton
        {...target}
        onClick={onNavigate}
        sx={{ pl: nested && !mini ? 4 : 2, '&.active': { bgcolor: 'action.selected' } }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          {item.alert === 'connections' ? (
            <ConnectionsMenuBadge>{icon}</ConnectionsMenuBadge>
          ) : item.alert === 'chats' ? (
            <ChatsMenuIcon>{icon}</ChatsMenuIcon>
          ) : (
            icon
          )}
        </ListItemIcon>
        <ListItemText primary={label} sx={{ opacity: mini ? 0 : 1, whiteSpace: 'nowrap' }} />
      </ListItemButton>
    </DeferredTooltip>
  );
}

function GroupItem({
  group,
  mini,
  onNavigate,
}: {
  group: MenuGroup;
  mini?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inside = group.children.some((c) => pathname.startsWith(c.path));
  const [open, setOpen] = useState(inside);
  const Icon = group.icon;
  return (
    <>
      <ListItemButton onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={t(group.labelKey)}
          sx={{ opacity: mini ? 0 : 1, whiteSpace: 'nowrap' }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {group.children.map((child) => (
            <LinkItem key={child.path} item={child} mini={mini} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu's entries, its section headers and the version label. */
export function DrawerMenu({ sections, mini, onNavigate }: DrawerMenuProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {sections.map((section) => (
          // plain groups of links inside the nav: a list's children would have to be items
          <List
            key={section.id}
            component="div"
            dense
            subheader={
              section.labelKey && !mini ? (
                <ListSubheader component="div" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
                  {t(section.labelKey)}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.id !== 'main' && mini && <Divider sx={{ my: 1 }} />}
            {section.entries.map((entry) =>
              entry.kind === 'link' ? (
                <LinkItem key={entry.path} item={entry} mini={mini} onNavigate={onNavigate} />
              ) : (
                <GroupItem key={entry.id} group={entry} mini={mini} onNavigate={onNavigate} />
              ),
            )}
          </List>
        ))}
      </Box>
      <Divider />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ p: 1, textAlign: 'center', whiteSpace: 'nowrap' }}
      >
        {mini ? APP_VERSION : t('common.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
}
