import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper, TextField } from '@mui/material';
import { MAX_FILES_PER_REQUEST, type MessageDTO, type QuickMessageDTO } from '@atende/shared';
import { toastError } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { refusalText, uploadRefusal } from '../../lib/upload-check';
import { fetchMediaBlob } from './chat-api';
import { ComposerTools } from './composer-tools';
import { useFocusOnReply, useFocusWhenReady } from './composer-focus';
import { ReplyingToBanner } from './replying-to-banner';
import {
  QuickReplySuggestions,
  SUGGESTIONS_ID,
  wantsSuggestions,
  type SuggestionsHandle,
} from './quick-reply-suggestions';
import { readSignOption, saveSignOption, signedBody } from './sign-option';
import { AttachedFiles, FileDropOverlay } from './attached-files';
import { useDraft } from './drafts';
import { useFileDrop } from './use-file-drop';
import { MIN_VOICE_NOTE_BYTES, useVoiceRecorder } from './use-voice-recorder';
import { SendOrRecordButton, VoiceRecordingBar } from './voice-recording-bar';
import { WindowClosedAlert } from './window-closed-alert';
import { COMPOSER_BOX } from '../../lib/while-typing-on-phone';

/** Message input up to 5 rows (spec 1 §9). */
export const INPUT_MAX_ROWS = 5;

export interface OutgoingMessage {
  body: string;
  files: File[];
  quotedMsg: MessageDTO | null;
}

export interface MessageInputProps {
  /** The ticket is not open: nothing can be sent. */
  disabled: boolean;
  /** The official API's 24-hour window has closed: only an approved template may be sent. */
  windowClosed?: boolean;
  /** Opens the template picker, offered while the window is closed. */
  onTemplate?: () => void;
  loading: boolean;
  userName: string;
  contactName: string;
  replyingTo: MessageDTO | null;
  onCancelReply: () => void;
  /** Resolves when sent; a rejection keeps the typed text. */
  onSend: (message: OutgoingMessage) => Promise<void>;
  /** More buttons beside the attachment one (the file list picker). */
  tools?: ReactNode;
  /** Where the unsent text is kept (draftKey: per user and ticket); none: not kept. */
  draftKey?: string;
}

/**
 * The text box with emojis, attachments (button, paste, drop on the chat), voice notes and the
 * sign switch (spec 1 §5 message input).
 */
export function MessageInput({
  disabled: ticketClosed,
  windowClosed = false,
  onTemplate,
  loading,
  userName,
  contactName,
  replyingTo,
  onCancelReply,
  onSend,
  tools,
  draftKey,
}: MessageInputProps) {
  const { t } = useTranslation();
  const disabled = ticketClosed || windowClosed;
  const { text, setText, sent: takeSent } = useDraft(draftKey);
  const [files, setFiles] = useState<File[]>([]);
  const [sign, setSign] = useState(readSignOption);
  const [sending, setSending] = useState(false);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  const [activeSuggestion, setActiveSuggestion] = useState<string | null>(null);
  const voice = useVoiceRecorder();
  // Escape hides the suggestions for the text it was pressed on
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const locked = disabled || loading || sending || voice.recording;
  // a closed ticket keeps its draft out of sight, for the placeholder to say why nothing can go
  const shownText = disabled ? '' : text;
  const empty = files.length === 0 && shownText.trim().length === 0;
  const canSend = !locked && !empty;
  /**
   * Files the server would refuse are named at once and left out, before any is sent; so are
   * those past the number one send carries.
   */
  const addFiles = (added: File[]) => {
    const sendable = added.filter((file) => {
      const why = uploadRefusal(file);
      if (why) showToast(t(refusalText(why), { name: file.name }), 'error');
      return !why;
    });
    const room = MAX_FILES_PER_REQUEST - files.length;
    if (sendable.length > room) {
      showToast(t('chat.input.tooManyFiles', { max: MAX_FILES_PER_REQUEST }), 'error');
    }
    const kept = sendable.slice(0, Math.max(room, 0));
    if (kept.length) setFiles((current) => [...current, ...kept]);
  };
  const dropArea = useFileDrop(root, !disabled && !loading, addFiles);

  useFocusWhenReady(textBox, !disabled && !loading);
  useFocusOnReply(textBox, replyingTo);

  const deliver = async (message: OutgoingMessage) => {
    setSending(true);
    try {
      await onSend(message);
      return true;
    } catch {
      // the caller reported it; what was typed stays for another try
      return false;
    } finally {
      setSending(false);
      // after sending the keyboard stays in the box, as in WhatsApp
      setTimeout(() => textBox.current?.focus(), 0);
    }
  };

  // The box stays editable while a send is on its way (a slow network): on success only what
  // was sent leaves it, and what was typed or attached meanwhile stays for the next message.
  const send = async () => {
    if (!canSend) return;
    const sentText = text;
    const sentFiles = files;
    const typed = text.trim();
    const body = typed ? signedBody(typed, userName, sign) : '';
    if (await deliver({ body, files: sentFiles, quotedMsg: replyingTo })) {
      takeSent(sentText);
      setFiles((current) => current.filter((file) => !sentFiles.includes(file)));
    }
  };

  const startRecording = async () => {
    const refused = await voice.start();
    if (refused) showToast(t(`chat.voice.${refused}`), 'error');
  };

  const sendRecording = async () => {
    const file = await voice.finish();
    if (!file) return;
    if (file.size < MIN_VOICE_NOTE_BYTES) {
      showToast(t('chat.voice.tooShort'), 'warning');
      return;
    }
    // a recording that could not go (no network) waits among the files for another try
    if (!(await deliver({ body: '', files: [file], quotedMsg: replyingTo }))) {
      setFiles((current) => [...current, file]);
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

  /** A pasted picture or file joins the message; pasted text stays text. */
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const pasted = Array.from(e.clipboardData.files);
    if (!pasted.length || e.clipboardData.getData('text/plain')) return;
    e.preventDefault();
    addFiles(pasted);
  };

  const toggleSign = (value: boolean) => {
    setSign(value);
    saveSignOption(value);
  };

  return (
    <Paper
      ref={root}
      square
      elevation={0}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1, position: 'relative' }}
    >
      {dropArea && <FileDropOverlay area={dropArea} />}
      {windowClosed && !ticketClosed && <WindowClosedAlert onTemplate={onTemplate} />}
      {showSuggestions && (
        <QuickReplySuggestions
          text={text}
          onPick={pickQuickMessage}
          onDismiss={() => setDismissedFor(text)}
          handleRef={suggestions}
          onActive={setActiveSuggestion}
        />
      )}
      {replyingTo && (
        <ReplyingToBanner message={replyingTo} contactName={contactName} onCancel={onCancelReply} />
      )}
      <AttachedFiles
        files={files}
        onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
      />
      {voice.startedAt !== null ? (
        <VoiceRecordingBar
          startedAt={voice.startedAt}
          onCancel={voice.cancel}
          onSend={() => void sendRecording()}
        />
      ) : (
        // on a phone the buttons take a row under the text box, which keeps the width to type
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: 1,
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
          }}
        >
          <ComposerTools
            textBox={() => textBox.current}
            onText={setText}
            onFiles={addFiles}
            locked={locked}
            disabled={disabled}
            sign={sign}
            onSign={toggleSign}
          >
            {tools}
          </ComposerTools>
          <TextField
            fullWidth
            // basis 0: it grows into the row beside the send button instead of taking it whole
            sx={{ flex: '1 1 0', minWidth: 0 }}
            multiline
            maxRows={INPUT_MAX_ROWS}
            size="small"
            value={shownText}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            inputRef={textBox}
            disabled={locked && !sending}
            placeholder={
              ticketClosed
                ? t('chat.input.placeholderClosed')
                : windowClosed
                  ? t('chat.input.placeholderWindowClosed')
                  : files.length
                    ? t('chat.input.caption')
                    : t('chat.input.placeholder')
            }
            slotProps={{
              htmlInput: {
                'aria-label': t('chat.input.label'),
                [COMPOSER_BOX]: '',
                // the '/' suggestions, walked by the arrows while the focus stays here (a
                // textarea may not take the combobox role; a textbox may name its list)
                'aria-autocomplete': 'list',
                'aria-controls': activeSuggestion ? SUGGESTIONS_ID : undefined,
                'aria-activedescendant': activeSuggestion ?? undefined,
              },
            }}
          />
          <SendOrRecordButton
            record={empty && !sending}
            sending={sending}
            disabled={empty ? locked : !canSend}
            onSend={() => void send()}
            onRecord={() => void startRecording()}
          />
        </Box>
      )}
    </Paper>
  );
}
