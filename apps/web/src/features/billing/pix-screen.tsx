import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { PixChargeDTO } from '@atende/shared';
import { toastError } from '../../lib/error-toast';
import { formatMoney } from './invoice-status';

/** 'Copiado' stays on the button this long (spec 2 §9). */
const COPIED_MS = 1_000;

/** After PAGAR: the Pix QR code, the total, the copy button and the instructions (spec 2 §2). */
export function PixScreen({ pix }: { pix: PixChargeDTO }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const code = pix.qrcode.qrcode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h6" component="h3">
        {t('billing.pix.title')}
      </Typography>
      <Box
        role="img"
        aria-label={t('billing.pix.qrLabel')}
        sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0 }}
      >
        <QRCodeSVG value={code} size={220} />
      </Box>
      <Typography variant="h5" component="p">
        {t('billing.pix.total', { value: formatMoney(pix.valor.original) })}
      </Typography>
      <Button
        variant="contained"
        startIcon={<ContentCopy />}
        onClick={() => void copy()}
        color={copied ? 'success' : 'primary'}
      >
        {copied ? t('billing.pix.copied') : t('billing.pix.copy')}
      </Button>
      <Typography
        variant="caption"
        component="p"
        sx={{ wordBreak: 'break-all', maxWidth: 420, color: 'text.secondary' }}
        data-testid="pix-code"
      >
        {code}
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 420 }}>
        {t('billing.pix.instructions')}
      </Typography>
    </Stack>
  );
}
