import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { contactsApi } from './contacts-api';

export interface ContactOption {
  id: number;
  name: string;
  number: string;
}

/**
 * The first page of GET /contacts for what is typed (debounced): pickers search the address
 * book on the server instead of loading all of it, which a company of 20,000 contacts cannot
 * afford (decision 0139).
 */
export function useContactSearch(input: string, key: string, enabled = true) {
  const term = useDebouncedValue(input.trim());
  const found = useQuery({
    queryKey: ['contacts', key, term],
    queryFn: () => contactsApi.list(term, 1),
    enabled,
  });
  const options: ContactOption[] = (found.data?.contacts ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    number: c.number,
  }));
  return { options, loading: found.isFetching };
}
