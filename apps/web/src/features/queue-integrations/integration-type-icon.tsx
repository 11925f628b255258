import { useTranslation } from 'react-i18next';
import { Tooltip } from '@mui/material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import type { QueueIntegrationType } from '@atende/shared';

const ICONS = {
  typebot: SmartToyOutlined,
  n8n: AccountTreeOutlined,
  webhook: WebhookOutlined,
  dialogflow: HubOutlined,
} as const;

/** The list's icon of an integration's type, named for screen readers. */
export function IntegrationTypeIcon({ type }: { type: QueueIntegrationType }) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  const label = t(`queueIntegrations.types.${type}`);
  return (
    <Tooltip title={label}>
      <Icon fontSize="small" titleAccess={label} />
    </Tooltip>
  );
}
