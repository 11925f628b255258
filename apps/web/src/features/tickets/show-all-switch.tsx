import { useTranslation } from 'react-i18next';
import { FormControlLabel, Switch } from '@mui/material';

/** 'Todos' (spec 1 §2): an admin's lists show every ticket, not only those of their queues. */
export function ShowAllSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Switch size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      }
      label={t('tickets.showAll')}
      sx={{ m: 0 }}
    />
  );
}
