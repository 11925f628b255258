import { Box, Divider, Stack } from '@mui/material';
import type { SettingDTO, SettingKey } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { IntegrationsSection } from './integrations-section';
import { SettingSelect } from './setting-select';
import { TimeZoneSetting } from './time-zone-setting';

/** The selects of the Options tab, in the spec's order (campaigns belong to the platform). */
const SELECTS = [
  'userRating',
  'scheduleType',
  'call',
  'CheckMsgIsGroup',
  'checkActiveNotify',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
  'sendGreetingMessageOneQueues',
  'chatBotType',
] as const satisfies readonly SettingKey[];

export function OptionsTab({ settings }: { settings: SettingDTO[] }) {
  // payments read the platform's Asaas token only (docs/decisions/0057, 0123)
  const platformAdmin = useCurrentUser().super;
  const byKey = new Map(settings.map((s) => [s.key, s]));
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {SELECTS.map((key) => (
          <SettingSelect key={key} settingKey={key} value={byKey.get(key)?.value ?? ''} />
        ))}
        <TimeZoneSetting value={byKey.get('timezone')?.value ?? 'America/Sao_Paulo'} />
      </Box>
      {platformAdmin && (
        <>
          <Divider />
          <IntegrationsSection isSet={Boolean(byKey.get('asaas')?.isSet)} />
        </>
      )}
    </Stack>
  );
}
