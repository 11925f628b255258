import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';

/** m:ss of a recording, as WhatsApp shows it. */
export const formatElapsed = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface VoiceRecordingBarProps {
  startedAt: number;
  onCancel: () => void;
  onSend: () => void;
}

/** Takes the text box's place while recording: discard, a running timer, send. */
export function VoiceRecordingBar({ startedAt, onCancel, onSend }: VoiceRecordingBarProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box
      role="group"
      aria-label={t('chat.voice.recording')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, justifyContent: 'flex-end' }}
    >
      <Tooltip title={t('chat.voice.cancel')}>
        <IconButton aria-label={t('chat.voice.cancel')} onClick={onCancel}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
          animation: 'atende-rec 1s ease-in-out infinite alternate',
          '@keyframes atende-rec': { from: { opacity: 1 }, to: { opacity: 0.2 } },
        }}
      />
      <Typography
        variant="body2"
        role="timer"
        aria-label={t('chat.voice.elapsed')}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 40 }}
      >
        {formatElapsed(now - startedAt)}
      </Typography>
      <Tooltip title={t('chat.voice.send')}>
        <IconButton color="primary" aria-label={t('chat.voice.send')} onClick={onSend}>
          <SendIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

interface SendOrRecordButtonProps {
  /** Nothing typed or attached: the button records a voice note (WhatsApp's habit). */
  record: boolean;
  sending: boolean;
  disabled: boolean;
  onSend: () => void;
  onRecord: () => void;
}

/** The composer's last button: send, or the microphone while there is nothing to send. */
export function SendOrRecordButton({
  record,
  sending,
  disabled,
  onSend,
  onRecord,
}: SendOrRecordButtonProps) {
  const { t } = useTranslation();
  if (record) {
    return (
      <Tooltip title={t('chat.voice.record')}>
        <span>
          <IconButton
            color="primary"
            aria-label={t('chat.voice.record')}
            disabled={disabled}
            onClick={onRecord}
          >
            <MicIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <IconButton
      color="primary"
      aria-label={t('chat.input.send')}
      disabled={disabled}
      onClick={onSend}
    >
      {sending ? <CircularProgress size={24} /> : <SendIcon />}
    </IconButton>
  );
}
