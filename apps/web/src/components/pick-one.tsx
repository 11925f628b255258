import { Autocomplete, TextField } from '@mui/material';

interface Named {
  id: number;
  name: string;
}

interface PickOneProps {
  label: string;
  options: Named[] | undefined;
  /** The chosen id as text; '' is none, shown as `noneLabel`. */
  value: string;
  onChange: (id: string) => void;
  /** What no choice means, as a placeholder ('Todos'). */
  noneLabel: string;
  minWidth?: number;
  testId?: string;
  disabled?: boolean;
  /** A refusal of the choice, shown under it. */
  error?: string;
}

/**
 * One record of a list that may be long (300 tags, 60 users): typed to find, where a plain
 * select made the user scroll past names that all start alike.
 */
export function PickOne({
  label,
  options,
  value,
  onChange,
  noneLabel,
  minWidth,
  testId,
  disabled,
  error,
}: PickOneProps) {
  const chosen = options?.find((o) => String(o.id) === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options ?? []}
      value={chosen}
      loading={!options}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, picked) => onChange(picked ? String(picked.id) : '')}
      disabled={disabled}
      sx={{ minWidth }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={noneLabel}
          error={!!error}
          helperText={error}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': testId },
            inputLabel: { ...params.InputLabelProps, shrink: true },
          }}
        />
      )}
    />
  );
}
