import fs from 'node:fs';
import type { MessageTemplateDTO } from '@atende/shared';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import { findByExternalId } from '../../modules/messages/messages.repo';
import {
  ChannelError,
  type ChannelAdapter,
  type ChannelHooks,
  type ConnectionRef,
  type OutboundMessage,
} from '../channel';
import type { SecretBox } from '../secret-box';
import * as repo from './cloud-api.repo';
import { graphClient } from './graph-client';
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

/** The platform's kind of an outbound file, from its MIME type. */
const kindOf = (mimetype: string) => {
  const kind = mimetype.split('/')[0];
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  return 'document';
};

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
    const client = graphClient({
      baseUrl: deps.baseUrl,
      accessToken: deps.secrets.open(s.accessToken),
    });
    return { client, phoneNumberId: s.phoneNumberId, businessAccountId: s.businessAccountId };
  };

  const postMessage = async (conn: ConnectionRef, to: string, content: object) => {
    const { client, phoneNumberId } = await connect(conn);
    const res = await client.post<SendResponse>(`${phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      ...content,
    });
    const externalId = res.messages?.[0]?.id;
    if (!externalId)
      throw new ChannelError('A API do WhatsApp não devolveu o id da mensagem', true);
    return { externalId };
  };

  /** Uploads the file to the platform, then refers to it by id. */
  const mediaContent = async (conn: ConnectionRef, message: OutboundMessage) => {
    const media = message.media!;
    const { client, phoneNumberId } = await connect(conn);
    const form = new FormData();
    form.append('messaging_product', 'whatsapp');
    form.append('type', media.mimetype);
    const data = await fs.promises.readFile(media.absolutePath);
    form.append('file', new Blob([data], { type: media.mimetype }), media.name);
    const { id } = await client.upload<{ id: string }>(`${phoneNumberId}/media`, form);
    const kind = kindOf(media.mimetype);
    const caption = message.body && kind !== 'audio' ? { caption: message.body } : {};
    const filename = kind === 'document' ? { filename: media.name } : {};
    return { type: kind, [kind]: { id, ...caption, ...filename } };
  };

  const adapter: ChannelAdapter & {
    sendTemplate(conn: ConnectionRef, template: TemplateMessage): Promise<{ externalId: string }>;
    listTemplates(conn: ConnectionRef): Promise<MessageTemplateDTO[]>;
    processWebhook(conn: ConnectionRef, payload: WebhookPayload): Promise<void>;
  } = {
    provider: 'cloud-api',

    /** Checks the credentials against the number itself before reporting CONNECTED. */
    async start(conn) {
      await deps.hooks().status(conn, 'OPENING');
      try {
        const { client, phoneNumberId } = await connect(conn);
        await client.get(`${phoneNumberId}?fields=display_phone_number,verified_name`);
      } catch (err) {
        await deps.hooks().status(conn, 'DISCONNECTED');
        throw err;
      }
      await deps.hooks().status(conn, 'CONNECTED');
    },

    async logout(conn) {
      await deps.hooks().status(conn, 'DISCONNECTED');
    },

    async stop() {},

    async send(conn, message) {
      if (message.template)
        return adapter.sendTemplate(conn, { to: message.to, ...message.template });
      const content = message.media
        ? await mediaContent(conn, message)
        : { type: 'text', text: { body: message.body, preview_url: false } };
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
      const { client, phoneNumberId } = await connect(conn);
      await client.post(`${phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: last,
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
    async listTemplates(conn) {
      const { client, businessAccountId } = await connect(conn);
      if (!businessAccountId) {
        throw new ChannelError('Informe o ID da conta do WhatsApp Business da conexão', false);
      }
      return approvedTemplates(await client.get(templateListPath(businessAccountId)));
    },

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
      await processWebhookPayload(
        {
          hooks: deps.hooks(),
          media: deps.media,
          fetchMedia: async (id) => {
            const { client } = await connect(conn);
            const meta = await client.get<{ url: string; mime_type?: string }>(id);
            return { data: await client.download(meta.url), mimetype: meta.mime_type };
          },
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
