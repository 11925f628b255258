import { useTranslation } from 'react-i18next';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import HeadsetIcon from '@mui/icons-material/Headset';
import type { SvgIconProps, Theme } from '@mui/material';

/** Blue of a read receipt, as on the phone; lighter on the dark theme's green bubble (3.7:1). */
export const READ_ACK_COLOR = '#0377FC';
export const READ_ACK_COLOR_DARK = '#53BDEB';
const readBlue = {
  color: (theme: Theme) => (theme.palette.mode === 'dark' ? READ_ACK_COLOR_DARK : READ_ACK_COLOR),
};

const iconProps: SvgIconProps = { fontSize: 'inherit', sx: { fontSize: 16, ml: 0.5 } };

/**
 * Delivery of one's own message (spec 1 §3 ack): 0/1 sent ✓, 2 received ✓✓, 3 read ✓✓ blue,
 * 4-5 played. A message still queued shows a clock.
 */
export function AckIcon({ ack, queued = false }: { ack: number; queued?: boolean }) {
  const { t } = useTranslation();
  if (queued && ack <= 0) {
    return <AccessTimeIcon {...iconProps} titleAccess={t('chat.message.ack.queued')} />;
  }
  if (ack >= 4) {
    return (
      <HeadsetIcon
        {...iconProps}
        sx={{ ...iconProps.sx, ...readBlue }}
        titleAccess={t('chat.message.ack.played')}
      />
    );
  }
  if (ack === 3) {
    return (
      <DoneAllIcon
        {...iconProps}
        sx={{ ...iconProps.sx, ...readBlue }}
        titleAccess={t('chat.message.ack.read')}
      />
    );
  }
  if (ack === 2) {
    return <DoneAllIcon {...iconProps} titleAccess={t('chat.message.ack.received')} />;
  }
  return <DoneIcon {...iconProps} titleAccess={t('chat.message.ack.sent')} />;
}
