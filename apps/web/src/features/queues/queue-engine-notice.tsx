import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Alert } from '@mui/material';
import { NONE, type QueueFormControl } from './queue-form-values';

const chosen = (value: string) => value !== '' && value !== NONE;

/**
 * With an integration or a prompt, the bot hands the queue's customers to it after the
 * greeting and never shows the option menu (the server's queueEngineOf; the integration wins
 * over the prompt). Said here, beside the choice, so the menu below is not edited in vain.
 */
export function QueueEngineNotice({ control }: { control: QueueFormControl }) {
  const { t } = useTranslation();
  const [integrationId, promptId] = useWatch({ control, name: ['integrationId', 'promptId'] });
  const integration = chosen(integrationId);
  const prompt = chosen(promptId);
  if (!integration && !prompt) return null;
  const which = integration && prompt ? 'both' : integration ? 'integration' : 'prompt';
  return <Alert severity="info">{t(`queues.modal.engine.${which}`)}</Alert>;
}
