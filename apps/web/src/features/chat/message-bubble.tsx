import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, IconButton, Menu, MenuItem, Tooltip, Typography, type Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MessageDTO } from '@atende/shared';
import { formatTime } from '../../lib/format-date';
import { AckIcon } from './ack-icon';
import { BODY_IS_CONTENT, MessageMedia } from './message-media';
import { participantColor, senderCaption } from './participant';
import { QuotedMessage } from './quoted-message';
import { formatWhatsapp } from './whatsapp-format';

interface MessageBubbleProps {
  message: MessageDTO;
  contactName: string;
  /** A group chat: the customer's messages say which member wrote them. */
  isGroup?: boolean;
  /** Without it (a read-only view, the admin's peek) the message has no options menu. */
  onReply?: (message: MessageDTO) => void;
  /** Given only when the viewer may delete this message (mayDeleteMessage). */
  onDelete?: (message: MessageDTO) => void;
}

/** The bubble's colour: WhatsApp's green for ours, the page's paper for theirs. */
const bubbleColor = (theme: Theme, fromMe: boolean) =>
  fromMe ? (theme.palette.mode === 'dark' ? '#005c4b' : '#dcf8c6') : theme.palette.background.paper;
function MessageBubbleView({
  message,
  contactName,
  isGroup,
  onReply,
  onDelete,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [handingFocus, setHandingFocus] = useState(false);
  const { fromMe } = message;
  const failed = message.sendStatus === 'failed';
  const sender = isGroup && !fromMe ? message.participant : null;
  const showBody =
    !message.isDeleted &&
    !BODY_IS_CONTENT.has(message.mediaType) &&
    !!message.body &&
    message.body !== message.mediaName;

  return (
    <Box
      data-testid="message"
      data-message-id={message.id}
      sx={{ display: 'flex', justifyContent: fromMe ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}
    >
      <Box
        sx={(theme) => ({
          position: 'relative',
          maxWidth: '70%',
          minWidth: 100,
          px: 1.25,
          pt: 0.75,
          pb: 0.5,
          borderRadius: 2,
          boxShadow: 1,
          bgcolor: bubbleColor(theme, fromMe),
          '&:hover .message-options svg': { opacity: 1 },
        })}
      >
        {onReply && !message.isDeleted && (
          <IconButton
            className="message-options"
            size="small"
            aria-label={t('chat.message.options')}
            onClick={(e) => {
              setHandingFocus(false);
              setMenuAnchor(e.currentTarget);
            }}
            // on the bubble's colour: over a picture or a document's button it stays readable
            // and never looks part of them
            sx={(theme) => ({
              position: 'absolute',
              top: 2,
              right: 2,
              zIndex: 1,
              p: 0.25,
              bgcolor: bubbleColor(theme, fromMe),
              '&:hover': { bgcolor: bubbleColor(theme, fromMe) },
              '& svg': { opacity: 0.4 },
            })}
          >
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        )}
        <Menu
          anchorEl={menuAnchor}
          open={!!menuAnchor}
          onClose={() => setMenuAnchor(null)}
          // after 'Responder' the focus is the composer's, not back on this button
          disableRestoreFocus={handingFocus}
        >
          <MenuItem
            onClick={() => {
              setHandingFocus(true);
              setMenuAnchor(null);
              onReply?.(message);
            }}
          >
            {t('chat.message.reply')}
          </MenuItem>
          {onDelete && !message.isDeleted && (
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                onDelete?.(message);
              }}
            >
              {t('chat.message.delete')}
            </MenuItem>
          )}
        </Menu>

        {sender && (
          <Typography
            variant="caption"
            component="div"
            data-testid="message-sender"
            sx={(theme) => ({
              color: participantColor(sender, theme.palette.mode),
              fontWeight: 500,
              pr: 3,
              lineHeight: 1.4,
            })}
          >
            {senderCaption(sender, message.participantName)}
          </Typography>
        )}
        {message.quotedMsg && (
          <QuotedMessage quoted={message.quotedMsg} contactName={contactName} />
        )}
        {!message.isDeleted && <MessageMedia message={message} />}
        {message.isDeleted ? (
          <Typography
            variant="body2"
            sx={{ fontStyle: 'italic', color: 'text.secondary', pr: 3, display: 'flex', gap: 0.5 }}
          >
            <BlockIcon fontSize="inherit" sx={{ mt: '3px' }} />
            {t('chat.message.deleted')}
          </Typography>
        ) : (
          showBody && (
            <Typography
              variant="body2"
              component="div"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', pr: 3 }}
            >
              {formatWhatsapp(message.body, 'f', true)}
            </Typography>
          )
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            color: 'text.secondary',
          }}
        >
          {/* a long reason wraps inside the bubble instead of running out of it */}
          {failed && (
            <Tooltip title={message.sendError ?? ''}>
              <Typography
                variant="caption"
                color="error"
                data-testid="send-error"
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                <ErrorOutlineIcon
                  fontSize="inherit"
                  sx={{ verticalAlign: 'middle', mr: 0.25, mt: '-2px' }}
                />
                {message.sendError
                  ? t('chat.message.failedWith', { error: message.sendError })
                  : t('chat.message.failed')}
              </Typography>
            </Tooltip>
          )}
          {message.campaignId !== null && (
            <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
              <CampaignIcon fontSize="inherit" />
              {t('chat.message.campaign')}
            </Typography>
          )}
          {message.isEdited && !message.isDeleted && (
            <Typography variant="caption">{t('chat.message.edited')}</Typography>
          )}
          <Typography variant="caption">{formatTime(message.createdAt)}</Typography>
          {fromMe && !failed && (
            <AckIcon ack={message.ack} queued={message.sendStatus === 'queued'} />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** One message; memoised since a long list re-renders on every realtime event. */
export const MessageBubble = memo(MessageBubbleView);
