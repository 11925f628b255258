import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import CropFree from '@mui/icons-material/CropFree';
import SignalCellular4Bar from '@mui/icons-material/SignalCellular4Bar';
import SignalCellularConnectedNoInternet0Bar from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import SignalCellularConnectedNoInternet2Bar from '@mui/icons-material/SignalCellularConnectedNoInternet2Bar';
import HelpOutline from '@mui/icons-material/HelpOutline';
import type { WhatsappDTO } from '@atende/shared';
import { normalizeStatus } from './connection-status';

const KNOWN = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING', 'CONNECTED'];

function TooltipText({ title, body, reason }: { title: string; body?: string; reason?: string }) {
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {/* the channel's own words on what failed (a refused token, an unreachable API) */}
      {reason && (
        <Typography variant="body2" component="p" sx={{ fontWeight: 'bold' }}>
          {reason}
        </Typography>
      )}
      {body && (
        <Typography variant="body2" component="p">
          {body}
        </Typography>
      )}
    </>
  );
}

/** Icon, tooltip and name of a connection's status (spec 1 §4). */
export function ConnectionStatusCell({ connection }: { connection: WhatsappDTO }) {
  const { t } = useTranslation();
  const status = normalizeStatus(connection.status);
  const reason = connection.statusReason || undefined;
  const label = KNOWN.includes(status)
    ? t(`connections.status.${status}`)
    : t('connections.status.unknown');

  let icon: ReactNode;
  let tip: ReactNode;
  switch (status) {
    case 'DISCONNECTED':
      icon = <SignalCellularConnectedNoInternet0Bar color="error" fontSize="small" />;
      tip = (
        <TooltipText
          title={t('connections.tooltips.disconnectedTitle')}
          reason={reason}
          // the official API has no phone to pair nor QR code: what to check is its settings
          body={t(
            connection.provider === 'cloud-api'
              ? 'connections.tooltips.disconnectedCloudBody'
              : 'connections.tooltips.disconnectedBody',
          )}
        />
      );
      break;
    case 'qrcode':
      icon = <CropFree color="warning" fontSize="small" />;
      tip = (
        <TooltipText
          title={t('connections.tooltips.qrcodeTitle')}
          body={t('connections.tooltips.qrcodeBody')}
        />
      );
      break;
    case 'CONNECTED':
      icon = <SignalCellular4Bar color="success" fontSize="small" />;
      tip = <TooltipText title={t('connections.tooltips.connectedTitle')} />;
      break;
    case 'TIMEOUT':
    case 'PAIRING':
      icon = <SignalCellularConnectedNoInternet2Bar color="error" fontSize="small" />;
      tip = (
        <TooltipText
          title={t('connections.tooltips.timeoutTitle')}
          body={t('connections.tooltips.timeoutBody')}
        />
      );
      break;
    case 'OPENING':
      icon = <CircularProgress size={16} />;
      tip = <TooltipText title={t('connections.tooltips.openingTitle')} reason={reason} />;
      break;
    default:
      icon = <HelpOutline color="disabled" fontSize="small" />;
      tip = <TooltipText title={label} />;
  }

  return (
    <Tooltip title={tip} arrow>
      <Stack
        // on a phone the label goes under the icon, leaving the name its width
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.25, sm: 1 }}
        tabIndex={0}
        sx={{ alignItems: 'center', justifyContent: 'center', display: 'inline-flex' }}
      >
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {icon}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
