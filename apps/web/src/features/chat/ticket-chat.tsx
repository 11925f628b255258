import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, CircularProgress } from '@mui/material';
import {
  CLIENT_EVENTS,
  type ContactDTO,
  type MessageDTO,
  type SessionUserDTO,
  type TicketDTO,
} from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useSocket } from '../../app/auth/socket-provider';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { setTicket } from './chat-cache';
import { ChatHeader } from './chat-header';
import { CHAT_MIN_WIDTH, CONTACT_DRAWER_WIDTH, ContactDrawer } from './contact-drawer';
import { useElementWidth } from '../../lib/use-element-width';
import { MessageInput } from './message-input';
import { draftKey } from './drafts';
import { SendFileListButton } from '../files/send-file-list-button';
import { useQuickMessagesRealtime } from '../quick-messages/use-quick-messages';
import { MessagesList } from './messages-list';
import { TagEditor } from './tag-editor';
import { TransferDialog } from './transfer-dialog';
import { useChatHeaderActions, useSendMessage } from './use-chat-actions';
import { useChatTicket } from './use-chat-ticket';
import { useLeaveOutOfSight } from './use-leave-out-of-sight';
import { focusTicketList } from '../tickets/focus-ticket-list';
import { TemplateDialog } from './template-dialog';
import { useServiceWindowClosed } from './use-service-window';
import { listPropsOf, useTicketMessages } from './use-ticket-messages';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { chatTexts } from './locales';

addPageTexts('chat', chatTexts);

const TICKETS_ROUTE = '/tickets';

/** A refusal of the ticket itself: not visible to this user, gone, or a link of no ticket. */
const isRefusal = (err: unknown) =>
  err instanceof ApiError &&
  (err.status === 403 || err.status === 404 || (err.status === 400 && !!err.fields?.uuid));

/** The chat of one ticket, opened by its uuid (spec 1 §2 Chat screen). */
export function TicketChat({ ticketUuid }: { ticketUuid: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const leave = useCallback(() => {
    leaving.current = true;
    void navigate(TICKETS_ROUTE);
    focusTicketList();
  }, [navigate]);
  const ticket = useChatTicket(ticketUuid, () => {
    if (!leaving.current) showToast(t('chat.deletedElsewhere'), 'info');
    leave();
  });
  useLeaveOutOfSight(ticket.data, leave, leaving);
  // the '/' suggestions follow quick replies saved meanwhile, in another tab or by a colleague
  useQuickMessagesRealtime(me);

  // one toast per refusal: leaving changes `leave`, which must not report the same error again
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!ticket.isError || reported.current === ticket.error) return;
    reported.current = ticket.error;
    if (isRefusal(ticket.error)) {
      showToast(t('chat.accessDenied'), 'error');
    } else {
      toastError(ticket.error);
    }
    leave();
  }, [ticket.isError, ticket.error, leave, t]);

  if (!ticket.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
        {!ticket.isError && <CircularProgress aria-label={t('chat.loading')} />}
      </Box>
    );
  }
  return (
    <ChatView
      key={ticket.data.id}
      ticket={ticket.data}
      me={me}
      onLeave={leave}
      onLeaving={(underWay) => (leaving.current = underWay)}
    />
  );
}

interface ChatViewProps {
  ticket: TicketDTO;
  me: SessionUserDTO;
  onLeave: () => void;
  /** The user's own transfer is under way: the ticket leaving is theirs to tell. */
  onLeaving: (underWay: boolean) => void;
}

/** The socket joins the ticket's room while its chat is open (and again after a reconnect). */
function useChatRoom(ticketId: number) {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const join = () => socket.emit(CLIENT_EVENTS.joinChatBox, String(ticketId));
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(CLIENT_EVENTS.leaveChatBox, String(ticketId));
    };
  }, [socket, ticketId]);
}

function ChatView({ ticket, me, onLeave, onLeaving }: ChatViewProps) {
  const client = useQueryClient();
  const [replyingTo, setReplyingTo] = useState<MessageDTO | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [transferOpen, setTransferOpen] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const messages = useTicketMessages(ticket.id);
  const actions = useChatHeaderActions(ticket, me, onLeave);
  const send = useSendMessage(ticket.id, () => setReplyingTo(null));
  const windowClosed = useServiceWindowClosed(ticket);
  useChatRoom(ticket.id);
  const area = useRef<HTMLDivElement>(null);
  const areaWidth = useElementWidth(area);
  const drawerBeside =
    areaWidth === undefined || areaWidth >= CONTACT_DRAWER_WIDTH + CHAT_MIN_WIDTH;

  const contactSaved = (contact: ContactDTO) =>
    setTicket(client, {
      ...ticket,
      contact: {
        ...ticket.contact,
        name: contact.name,
        number: contact.number,
        email: contact.email,
        profilePicUrl: contact.profilePicUrl,
      },
    });

  return (
    <Box ref={area} sx={{ display: 'flex', height: '100%', minHeight: 0 }}>
      <Box
        component="section"
        aria-label={ticket.contact.name}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          minWidth: 0,
          height: '100%',
          minHeight: 0,
        }}
      >
        <ChatHeader
          ticket={ticket}
          me={me}
          busy={actions.pending}
          onOpenContact={() => setDrawerOpen(true)}
          onAction={actions.run}
          onTransfer={() => setTransferOpen(true)}
        />
        <TagEditor ticket={ticket} />
        <MessagesList
          ticketId={ticket.id}
          {...listPropsOf(messages)}
          contactName={ticket.contact.name}
          isGroup={ticket.isGroup}
          onReply={setReplyingTo}
          viewer={me}
        />
        <MessageInput
          disabled={ticket.status !== 'open'}
          windowClosed={windowClosed}
          onTemplate={() => setTemplateOpen(true)}
          loading={messages.isLoading}
          userName={me.name}
          contactName={ticket.contact.name}
          replyingTo={replyingTo}
          onCancelReply={() => setReplyingTo(null)}
          onSend={send}
          draftKey={draftKey(me.id, ticket.id)}
          tools={
            <SendFileListButton
              ticketId={ticket.id}
              disabled={ticket.status !== 'open' || windowClosed}
            />
          }
        />
        {windowClosed && (
          <TemplateDialog
            open={templateOpen}
            ticket={ticket}
            onClose={() => setTemplateOpen(false)}
          />
        )}
        <TransferDialog
          open={transferOpen}
          ticket={ticket}
          onClose={() => setTransferOpen(false)}
          onTransferring={onLeaving}
          onTransferred={(updated) => {
            setTicket(client, updated);
            onLeave();
          }}
        />
      </Box>
      <ContactDrawer
        open={drawerOpen}
        ticket={ticket}
        onClose={() => setDrawerOpen(false)}
        onContactSaved={contactSaved}
        overlay={!drawerBeside}
      />
    </Box>
  );
}
