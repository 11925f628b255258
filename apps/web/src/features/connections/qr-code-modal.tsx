import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { WhatsappDTO } from '@atende/shared';
import { PairingCodeSection } from './pairing-code-section';
import { storeWhatsapp } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

interface QrCodeModalProps {
  /** The connection as the live list holds it (undefined once deleted). */
  connection: WhatsappDTO | undefined;
  onClose: () => void;
}

/**
 * Shows the connection's QR code to be read by the phone, or, for a 'beta' connection, the
 * pairing code to type on it. The list is kept live by the session events, so the modal closes
 * by itself once the connection is no longer waiting for either.
 */
export function QrCodeModal({ connection, onClose }: QrCodeModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = connection?.id;
  const status = connection?.status;
  // asking for a pairing code reopens the session: OPENING until the code comes
  const [pairingAsked, setPairingAsked] = useState(false);
  const pairing = status === 'PAIRING';
  const waitingForRead = status === 'qrcode' || pairing || (pairingAsked && status === 'OPENING');

  // the freshest code (GET /whatsapp/{id}) in case an event was missed
  useEffect(() => {
    if (id === undefined) return;
    whatsappsApi
      .get(id)
      .then((fresh) => storeWhatsapp(client, fresh))
      .catch(() => undefined);
  }, [id, client]);

  useEffect(() => {
    if (!waitingForRead) onClose();
  }, [waitingForRead, onClose]);

  const qrcode = pairing ? '' : (connection?.qrcode ?? '');
  const byCode = connection?.provider === 'beta';
  return (
    <Dialog open onClose={onClose} aria-labelledby="qr-code-title">
      <DialogTitle id="qr-code-title">{t('connections.qrModal.title')}</DialogTitle>
      {/* the QR code, until a pairing code was asked instead */}
      {!(pairing || pairingAsked) && (
        <DialogContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            gap: 2,
            minWidth: { sm: 280 },
          }}
        >
          {/* the steps WhatsApp itself shows for linking a device */}
          <Box component="section" aria-labelledby="qr-steps-title" sx={{ maxWidth: 260 }}>
            <Typography id="qr-steps-title" variant="subtitle2" component="h3">
              {t('connections.qrModal.steps')}
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, my: 1, '& li': { mb: 0.75 } }}>
              {STEPS.map((step) => (
                <Typography key={step} component="li" variant="body2">
                  {t(`connections.qrModal.${step}`)}
                </Typography>
              ))}
            </Box>
          </Box>
          {qrcode ? (
            <Box
              role="img"
              aria-label={t('connections.qrModal.image')}
              sx={{ p: 2, bgcolor: '#fff', lineHeight: 0 }}
            >
              <QRCodeSVG value={qrcode} size={232} />
            </Box>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4 }}>
              <CircularProgress size={20} />
              <Typography>{t('connections.qrModal.waiting')}</Typography>
            </Box>
          )}
        </DialogContent>
      )}
      {byCode && id !== undefined && (
        <DialogContent sx={{ pt: 0 }}>
          <PairingCodeSection
            connectionId={id}
            code={pairing ? (connection?.qrcode ?? '') : ''}
            asked={pairingAsked}
            onRequested={() => setPairingAsked(true)}
          />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('connections.qrModal.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
