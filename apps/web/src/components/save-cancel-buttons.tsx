import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';

/** A form's 'Cancelar' and 'Salvar' (the submit), both off while it is being saved. */
export function SaveCancelButtons({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('common.save')}
      </Button>
    </>
  );
}
