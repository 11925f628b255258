import { useMemo, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { isNearBottom } from '../../components/infinite-scroll-area';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { filesApi } from '../files/files-api';
import { useFilesPages } from '../files/use-files';

interface FileListOption {
  id: number;
  name: string;
}

interface FileListPickerProps {
  /** The picked file list's id as text ('' is none), as the campaign form holds it. */
  value: string;
  onChange: (id: string) => void;
  label: string;
  disabled?: boolean;
  error?: string;
}

/**
 * The campaign's file list: GET /files searched by the typed text (debounced), its next page
 * asked for as the list is scrolled to its end.
 */
export function FileListPicker({ value, onChange, label, disabled, error }: FileListPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<FileListOption | null>(null);
  const term = useDebouncedValue(input.trim());
  const pages = useFilesPages(term, !disabled);
  const options: FileListOption[] = (pages.data?.pages ?? []).flatMap((p) =>
    p.files.map(({ id, name }) => ({ id, name })),
  );

  const id = value ? Number(value) : null;
  const listed = [chosen, ...options].find((o) => o && o.id === id)?.name;
  // a saved file list not among the pages loaded (nor picked here) is asked for by its id
  const saved = useQuery({
    queryKey: ['files', 'one', id],
    queryFn: () => filesApi.get(id!),
    enabled: id !== null && listed === undefined && !pages.isFetching,
  });
  const name = listed ?? saved.data?.name;
  // one object while the pick stays the same: a new one would reset the text being typed
  const selected = useMemo(
    () => (id !== null && name !== undefined ? { id, name } : null),
    [id, name],
  );

  const onListScroll = (e: UIEvent<HTMLElement>) => {
    if (pages.hasNextPage && !pages.isFetching && isNearBottom(e.currentTarget)) {
      void pages.fetchNextPage();
    }
  };

  return (
    <Autocomplete<FileListOption, false, false, false>
      size="small"
      value={selected}
      options={
        selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options
      }
      loading={pages.isFetching}
      disabled={disabled}
      // the server searches: the options are shown as they come
      filterOptions={(o) => o}
      onInputChange={(_, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_, picked) => {
        setChosen(picked);
        onChange(picked ? String(picked.id) : '');
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('campaigns.noFileLists')}
      loadingText={t('campaigns.loading')}
      slotProps={{ listbox: { onScroll: onListScroll } }}
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!error} helperText={error} />
      )}
    />
  );
}
