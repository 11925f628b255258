import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { unknownCampaignVariables } from '@atende/shared';
import { campaignsApi, savedVariables } from './campaigns-api';

/**
 * Names the {variables} of the campaign's texts that neither the recipient nor the company's
 * settings fill: they are sent as written (decision 0072), usually a typo the admin wants to see.
 */
export function UnknownVariablesNote({ texts }: { texts: string[] }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['campaigns', 'settings'],
    queryFn: campaignsApi.settings,
  });
  if (!settings.data) return null;
  const custom = savedVariables(settings.data).map((v) => v.key);
  const unknown = unknownCampaignVariables(texts.join('\n'), custom);
  if (!unknown.length) return null;
  return (
    <Alert severity="warning" data-testid="unknown-variables">
      {t('campaigns.unknownVariables', { list: unknown.map((k) => `{${k}}`).join(', ') })}
    </Alert>
  );
}
