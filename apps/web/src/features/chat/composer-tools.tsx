import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { UPLOAD_ACCEPT } from '@atende/shared';
import { EmojiButton } from '../emoji/emoji-button';

export interface ComposerToolsProps {
  /** The text box the emoji picker writes into. */
  textBox: () => HTMLTextAreaElement | null;
  onText: (text: string) => void;
  onFiles: (files: File[]) => void;
  /** Sending or recording: emojis and attachments wait. */
  locked: boolean;
  /** Nothing can be sent on this ticket: the sign switch waits too. */
  disabled: boolean;
  sign: boolean;
  onSign: (sign: boolean) => void;
  /** More buttons beside the attachment one (the file list picker). */
  children?: ReactNode;
}

/**
 * The row of the composer's tools: emojis, attachments, the caller's extra buttons and the
 * sign switch. On a phone it takes a row under the text box, which keeps the width to type.
 */
export function ComposerTools({
  textBox,
  onText,
  onFiles,
  locked,
  disabled,
  sign,
  onSign,
  children,
}: ComposerToolsProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);

  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    if (files.length) onFiles(files);
    // the same file can be chosen again after being removed
    e.target.value = '';
  };

  return (
    <Box
      role="group"
      aria-label={t('chat.input.tools')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        order: { xs: 1, sm: 0 },
        flexBasis: { xs: '100%', sm: 'auto' },
      }}
    >
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        data-testid="chat-file-input"
        onChange={chosen}
      />
      <EmojiButton field={textBox} onChange={onText} disabled={locked} />
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
      {children}
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch
            size="small"
            checked={sign}
            onChange={(e) => onSign(e.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': t('chat.input.sign') } }}
          />
        }
        label={t('chat.input.sign')}
      />
    </Box>
  );
}
