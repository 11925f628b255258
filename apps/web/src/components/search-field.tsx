import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@atende/shared';

/** The search box at the top of a list page: a magnifier, a placeholder, named 'Pesquisar'. */
export function SearchField({
  value,
  onChange,
  placeholder,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': t('common.search'), maxLength: SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
