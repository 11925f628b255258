import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Paper,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import type { MessageDTO, QuickMessageDTO } from '@atende/shared';
import { toastError } from '../../lib/error-toast';
import { fetchMediaBlob } from './chat-api';
import { QuotedMessage } from './quoted-message';
import {
  QuickReplySuggestions,
  wantsSuggestions,
  type SuggestionsHandle,
} from './quick-reply-suggestions';
import { readSignOption, saveSignOption, signedBody } from './sign-option';

/** Message input up to 5 rows (spec 1 §9). */
export const INPUT_MAX_ROWS = 5;

export interface OutgoingMessage {
  body: string;
  files: File[];
  quotedMsg: MessageDTO | null;
}

interface MessageInputProps {
  /** The ticket is not open: nothing can be sent. */
  disabled: boolean;
  loading: boolean;
  userName: string;
  contactName: string;
  replyingTo: MessageDTO | null;
  onCancelReply: () => void;
  /** Resolves when sent; a rejection keeps the typed text. */
  onSend: (message: OutgoingMessage) => Promise<void>;
}

/** The text box, attachments and sign switch (spec 1 §5 message input). */
export function MessageInput({
  disabled,
  loading,
  userName,
  contactName,
  replyingTo,
  onCancelReply,
  onSend,
}: MessageInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sign, setSign] = useState(readSignOption);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  // Escape hides the suggestions for the text it was pressed on
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const locked = disabled || loading || sending;
  const canSend = !locked && (files.length > 0 || text.trim().length > 0);

  const send = async () => {
    if (!canSend) return;
    const typed = text.trim();
    const body = typed ? signedBody(typed, userName, sign) : '';
    setSending(true);
    try {
      await onSend({ body, files, quotedMsg: replyingTo });
      setText('');
      setFiles([]);
    } catch {
      // the caller reported it; the text stays for another try
    } finally {
      setSending(false);
    }
  };

  const showSuggestions = !locked && wantsSuggestions(text) && dismissedFor !== text;

  /** A chosen quick message replaces the text; its attachment joins the files to send. */
  const pickQuickMessage = (q: QuickMessageDTO) => {
    setText(q.message);
    const url = q.mediaUrl;
    if (!url) return;
    fetchMediaBlob(url)
      .then((blob) => {
        const file = new File([blob], q.mediaName ?? 'arquivo', { type: blob.type });
        setFiles((current) => [...current, file]);
      })
      .catch(toastError);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (showSuggestions && suggestions.current?.onKeyDown(e)) return;
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    if (chosen.length) setFiles((current) => [...current, ...chosen]);
    e.target.value = '';
  };

  const toggleSign = (value: boolean) => {
    setSign(value);
    saveSignOption(value);
  };

  return (
    <Paper
      square
      elevation={0}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1, position: 'relative' }}
    >
      {showSuggestions && (
        <QuickReplySuggestions
          text={text}
          onPick={pickQuickMessage}
          onDismiss={() => setDismissedFor(text)}
          handleRef={suggestions}
        />
      )}
      {replyingTo && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }} aria-label={t('chat.input.replyingTo')} role="group">
            <QuotedMessage
              quoted={{
                id: replyingTo.id,
                body: replyingTo.body,
                fromMe: replyingTo.fromMe,
                mediaType: replyingTo.mediaType,
              }}
              contactName={contactName}
            />
          </Box>
          <IconButton size="small" aria-label={t('chat.input.cancelReply')} onClick={onCancelReply}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {files.map((file, index) => (
            <Box key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center' }}>
              <Chip size="small" label={file.name} icon={<AttachFileIcon />} />
              <IconButton
                size="small"
                aria-label={t('chat.input.removeFile', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="chat-file-input"
          onChange={onFiles}
        />
        <Tooltip title={t('chat.input.attach')}>
          <span>
            <IconButton
              aria-label={t('chat.input.attach')}
              disabled={locked}
              onClick={() => fileInput.current?.click()}
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              size="small"
              checked={sign}
              onChange={(e) => toggleSign(e.target.checked)}
              disabled={disabled}
            />
          }
          label={t('chat.input.sign')}
        />
        <TextField
          fullWidth
          multiline
          maxRows={INPUT_MAX_ROWS}
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={locked && !sending}
          placeholder={
            disabled
              ? t('chat.input.placeholderClosed')
              : files.length
                ? t('chat.input.caption')
                : t('chat.input.placeholder')
          }
          slotProps={{ htmlInput: { 'aria-label': t('chat.input.label') } }}
        />
        <IconButton
          color="primary"
          aria-label={t('chat.input.send')}
          disabled={!canSend}
          onClick={() => void send()}
        >
          {sending ? <CircularProgress size={24} /> : <SendIcon />}
        </IconButton>
      </Box>
    </Paper>
  );
}
