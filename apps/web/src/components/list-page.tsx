import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import { InfiniteScrollArea } from './infinite-scroll-area';
import { SearchField } from './search-field';

interface ListPageProps {
  title: string;
  /** The search box; left out when absent (a short list that is never paged). */
  search?: string;
  onSearch?: (text: string) => void;
  searchPlaceholder?: string;
  /** The main button beside the search ('Adicionar ...'); left out when absent. */
  addLabel?: string;
  onAdd?: () => void;
  /** More buttons, placed before the add button (import, export ...). */
  actions?: ReactNode;
  /** The page's infinite query: the scroll area asks it for the next page. */
  paging?: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetching' | 'fetchNextPage'>;
  /** The table; modals and dialogs go in `overlays`. */
  children: ReactNode;
  overlays?: ReactNode;
}

/**
 * The frame every list page shares: a title with the search and its buttons, and the table in
 * a scroll area that asks for the next page near its end.
 */
export function ListPage(props: ListPageProps) {
  const { title, search, onSearch, searchPlaceholder, addLabel, onAdd, actions, paging } = props;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {onSearch && (
          <SearchField
            value={search ?? ''}
            onChange={onSearch}
            placeholder={searchPlaceholder ?? ''}
          />
        )}
        {actions}
        {addLabel && onAdd && (
          <Button variant="contained" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Stack>
      <InfiniteScrollArea
        hasMore={Boolean(paging?.hasNextPage)}
        loading={Boolean(paging?.isFetching)}
        onLoadMore={() => void paging?.fetchNextPage()}
      >
        {props.children}
      </InfiniteScrollArea>
      {props.overlays}
    </Box>
  );
}
