import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  renderTemplateBody,
  type MessageDTO,
  type MessageTemplateDTO,
  type TicketDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { formatWhatsapp } from './whatsapp-format';

interface TemplateDialogProps {
  open: boolean;
  ticket: TicketDTO;
  onClose: () => void;
}

const keyOf = (t: MessageTemplateDTO) => `${t.name}|${t.language}`;

/**
 * The template picker of a cloud-api chat whose 24-hour window has closed: the connection's
 * approved templates, a field per body parameter, a preview, and send. The sent message comes
 * back to the chat through the socket like any other.
 */
export function TemplateDialog({ open, ticket, onClose }: TemplateDialogProps) {
  const { t } = useTranslation();
  const templates = useQuery({
    queryKey: ['whatsapp', ticket.whatsappId, 'templates'],
    queryFn: () =>
      api.get<{ templates: MessageTemplateDTO[] }>(`/whatsapp/${ticket.whatsappId}/templates`),
    enabled: open,
  });
  const [chosen, setChosen] = useState('');
  const [parameters, setParameters] = useState<string[]>([]);
  const list = templates.data?.templates ?? [];
  const template = list.find((x) => keyOf(x) === chosen);
  const close = () => {
    setChosen('');
    setParameters([]);
    onClose();
  };
  const send = useMutation({
    mutationFn: (tpl: MessageTemplateDTO) =>
      api.post<{ messages: MessageDTO[] }>(`/messages/${ticket.id}/template`, {
        name: tpl.name,
        language: tpl.language,
        parameters: parameters.slice(0, tpl.parameterCount).map((p) => p.trim()),
      }),
    onSuccess: () => {
      toastSuccess(t('chat.template.sent'));
      close();
    },
    onError: toastError,
  });
  const filled = template
    ? Array.from({ length: template.parameterCount }, (_, i) => parameters[i]?.trim() ?? '')
    : [];
  const ready = !!template && filled.every(Boolean);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('chat.template.title')}</DialogTitle>
      <DialogContent>
        {templates.isLoading && <Typography>{t('chat.template.loading')}</Typography>}
        {templates.isSuccess && list.length === 0 && (
          <Alert severity="info">{t('chat.template.empty')}</Alert>
        )}
        {list.length > 0 && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('chat.template.choose')}
              value={chosen}
              onChange={(e) => {
                setChosen(e.target.value);
                setParameters([]);
              }}
            >
              {list.map((x) => (
                <MenuItem key={keyOf(x)} value={keyOf(x)}>
                  {x.name} ({x.language})
                </MenuItem>
              ))}
            </TextField>
            {filled.map((_, i) => (
              <TextField
                key={i}
                label={t('chat.template.parameter', { n: i + 1 })}
                value={parameters[i] ?? ''}
                onChange={(e) => {
                  const next = [...parameters];
                  next[i] = e.target.value;
                  setParameters(next);
                }}
                required
              />
            ))}
            {template && (
              <Box>
                <Typography variant="subtitle2">{t('chat.template.preview')}</Typography>
                <Box
                  aria-label={t('chat.template.preview')}
                  sx={{
                    p: 1.5,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {template.header && <strong>{template.header}</strong>}
                  <div>
                    {formatWhatsapp(
                      renderTemplateBody(
                        template.body,
                        filled.map((v, i) => v || `{{${i + 1}}}`),
                      ),
                    )}
                  </div>
                  {template.footer && (
                    <Typography variant="caption" color="text.secondary">
                      {template.footer}
                    </Typography>
                  )}
                </Box>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('chat.template.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || send.isPending}
          onClick={() => template && send.mutate(template)}
        >
          {t('chat.template.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
