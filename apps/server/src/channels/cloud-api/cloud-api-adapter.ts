import type { MessageTemplateDTO } from '@atende/shared';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import { findByExternalId } from '../../modules/messages/messages.repo';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import { timerScheduler, type Scheduler } from '../baileys/scheduler';
import {
  ChannelError,
  MaybeSentError,
  type ChannelAdapter,
  type ChannelHooks,
  type ConnectionRef,
  type OutboundMessage,
} from '../channel';
import type { SecretBox } from '../secret-box';
import * as repo from './cloud-api.repo';
import { connectionHealth } from './cloud-connection';
import { mediaContent } from './cloud-media';
import { GRAPH_TIMEOUTS, graphClient, type GraphTimeouts } from './graph-client';
import { approvedTemplates, templateListPath } from './message-templates';
import { processWebhookPayload } from './webhook-processor';
import type { WebhookPayload } from './webhook-payload';

export interface CloudApiDeps {
  db: Db;
  hooks: () => ChannelHooks;
  media: MediaStorage;
  secrets: SecretBox;
  /** The Graph API address with its version (CLOUD_API_BASE_URL); unset, nothing starts. */
  baseUrl?: string;
  /** Tests: shorter limits on the platform's answers. */
  timeouts?: GraphTimeouts;
  /** Tests: the re-checks of an unreachable platform moved by their clock. */
  scheduler?: Scheduler;
}

/** An approved message template: its name, language and the components' parameters. */
export interface TemplateMessage {
  to: string;
  name: string;
  language: string;
  components?: object[];
}

interface SendResponse {
  messages?: { id: string }[];
}

const NO_ID =
  'O WhatsApp aceitou a mensagem sem devolver o id dela; verifique se chegou antes de reenviar';

/**
 * The official WhatsApp Business Cloud API: no session to keep, only credentials. Inbound
 * traffic arrives by webhook (cloud-api.routes.ts), is stored, then processed by a job that
 * calls `processWebhook`.
 */
export function createCloudApiAdapter(deps: CloudApiDeps) {
  const { db } = deps;

  const connect = async (conn: ConnectionRef) => {
    if (!deps.baseUrl) {
      throw new ChannelError('CLOUD_API_BASE_URL não está configurado no servidor', false);
    }
    const s = await repo.findSettings(db, conn.companyId, conn.id);
    if (!s?.phoneNumberId || !s.accessToken) {
      throw new ChannelError('Informe o ID do número e o token de acesso da conexão', false);
    }
    const client = graphClient(
      { baseUrl: deps.baseUrl, accessToken: deps.secrets.open(s.accessToken) },
      deps.timeouts ?? GRAPH_TIMEOUTS,
    );
    return { client, phoneNumberId: s.phoneNumberId, businessAccountId: s.businessAccountId };
  };

  const health = connectionHealth({
    hooks: deps.hooks,
    scheduler: deps.scheduler ?? timerScheduler,
    statusOf: async (conn) => (await findWhatsapp(db, conn.companyId, conn.id))?.status,
    async check(conn) {
      const { client, phoneNumberId } = await connect(conn);
      await client.get(`${phoneNumberId}?fields=display_phone_number,verified_name`);
    },
  });

  /** Runs a call of the connection; a refused access token shows on its status. */
  const guarded = <T>(conn: ConnectionRef, call: () => Promise<T>) =>
    call().catch((err: unknown) => health.failed(conn, err));

  const postMessage = (conn: ConnectionRef, to: string, content: object) =>
    guarded(conn, async () => {
      const { client, phoneNumberId } = await connect(conn);
      const res = await client.send<SendResponse>(`${phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...content,
      });
      const externalId = res.messages?.[0]?.id;
      // accepted without an id: it may well be on its way, so never sent again
      if (!externalId) throw new MaybeSentError(NO_ID);
      await health.sent(conn);
      return { externalId };
    });

  /** The message's content; a file is uploaded first (cloud-media.ts). */
  const contentOf = (conn: ConnectionRef, message: OutboundMessage) =>
    guarded(conn, async () => {
      if (!message.media) return { type: 'text', text: { body: message.body, preview_url: false } };
      const { client, phoneNumberId } = await connect(conn);
      return mediaContent(client, phoneNumberId, message);
    });

  const adapter: ChannelAdapter & {
    close(): void;
    sendTemplate(conn: ConnectionRef, template: TemplateMessage): Promise<{ externalId: string }>;
    listTemplates(conn: ConnectionRef): Promise<MessageTemplateDTO[]>;
    processWebhook(conn: ConnectionRef, payload: WebhookPayload): Promise<void>;
  } = {
    provider: 'cloud-api',

    /** Checks the credentials against the number itself (cloud-connection.ts). */
    start: (conn) => health.start(conn),

    async logout(conn) {
      health.stop(conn);
      await deps.hooks().status(conn, 'DISCONNECTED');
    },

    async stop(conn) {
      health.stop(conn);
    },

    close: () => health.close(),

    async send(conn, message) {
      if (message.template)
        return adapter.sendTemplate(conn, { to: message.to, ...message.template });
      const content = await contentOf(conn, message);
      const context = message.quotedExternalId
        ? { context: { message_id: message.quotedExternalId } }
        : {};
      return postMessage(conn, message.to, { ...content, ...context });
    },

    async deleteMessage() {
      throw new ChannelError(
        'A API oficial do WhatsApp não permite apagar mensagens enviadas',
        false,
      );
    },

    /** Marking the newest message read marks the earlier ones too. */
    async markRead(conn, _from, externalIds) {
      const last = externalIds.at(-1);
      if (!last) return;
      await guarded(conn, async () => {
        const { client, phoneNumberId } = await connect(conn);
        await client.post(`${phoneNumberId}/messages`, {
          messaging_product: 'whatsapp',
          status: 'read',
          message_id: last,
        });
      });
    },

    /**
     * The Cloud API has no general lookup of numbers: every number is taken as given, and one
     * that is not on WhatsApp shows as a failed send (the platform's error 131026).
     */
    async checkNumber(_conn, number) {
      return { exists: true, number: number.replace(/\D/g, '') };
    },

    /** The Cloud API does not give contacts' profile pictures. */
    async profilePicture() {
      return null;
    },

    /** The approved templates of the connection's WhatsApp Business Account. */
    listTemplates: (conn) =>
      guarded(conn, async () => {
        const { client, businessAccountId } = await connect(conn);
        if (!businessAccountId) {
          throw new ChannelError('Informe o ID da conta do WhatsApp Business da conexão', false);
        }
        return approvedTemplates(await client.get(templateListPath(businessAccountId)));
      }),

    /** The only free-form send allowed outside the 24-hour customer-service window. */
    sendTemplate: (conn, t) =>
      postMessage(conn, t.to, {
        type: 'template',
        template: {
          name: t.name,
          language: { code: t.language },
          ...(t.components ? { components: t.components } : {}),
        },
      }),

    async processWebhook(conn, payload) {
      const settings = await repo.findSettings(db, conn.companyId, conn.id);
      if (!settings) return;
      await health.delivered(conn);
      await processWebhookPayload(
        {
          hooks: deps.hooks(),
          media: deps.media,
          fetchMedia: (id) =>
            guarded(conn, async () => {
              const { client } = await connect(conn);
              const meta = await client.get<{ url: string; mime_type?: string }>(id);
              return { data: await client.download(meta.url), mimetype: meta.mime_type };
            }),
          isStored: async (externalId) =>
            !!(await findByExternalId(db, conn.companyId, conn.id, externalId)),
        },
        conn,
        settings.phoneNumberId,
        payload,
      );
    },
  };
  return adapter;
}

export type CloudApiAdapter = ReturnType<typeof createCloudApiAdapter>;
