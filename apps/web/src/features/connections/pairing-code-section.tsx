import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { toastError } from '../../lib/error-toast';
import { whatsappsApi } from './whatsapps-api';

interface PairingCodeSectionProps {
  connectionId: number;
  /** The code WhatsApp gave (status PAIRING), once it has come. */
  code: string;
  /** A code was asked: it is on its way. */
  asked: boolean;
  onRequested: () => void;
}

/** 'ABCD2345' as WhatsApp shows it: 'ABCD-2345'. */
const formatted = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/**
 * Linking the phone by a code typed on it instead of reading the QR code (a phone whose camera
 * cannot read the screen): the number asks for a code, the code shows here once it comes.
 */
export function PairingCodeSection({
  connectionId,
  code,
  asked,
  onRequested,
}: PairingCodeSectionProps) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const request = useMutation({
    mutationFn: () => whatsappsApi.pairByCode(connectionId, number),
    onSuccess: onRequested,
    onError: toastError,
  });

  if (code) {
    return (
      <Box component="section" aria-labelledby="pairing-code-title" sx={{ maxWidth: 320 }}>
        <Typography id="pairing-code-title" variant="subtitle2" component="h3">
          {t('connections.qrModal.pairingCode')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('connections.qrModal.pairingSteps')}
        </Typography>
        <Typography
          sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 4, textAlign: 'center' }}
        >
          {formatted(code)}
        </Typography>
      </Box>
    );
  }
  if (asked) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
        <CircularProgress size={20} />
        <Typography>{t('connections.qrModal.pairingWaiting')}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      aria-labelledby="pairing-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (number.trim()) request.mutate();
      }}
      sx={{ width: '100%' }}
    >
      <Typography id="pairing-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('connections.qrModal.pairingTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={t('connections.qrModal.pairingNumber')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          inputMode="tel"
          fullWidth
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!number.trim() || request.isPending}
          sx={{ flexShrink: 0 }}
        >
          {t('connections.qrModal.pairingRequest')}
        </Button>
      </Stack>
    </Box>
  );
}
