import type { Db } from '../db/client';
import type { MediaStorage } from '../media/storage';
import type { ChannelAdapter, ChannelHooks } from './channel';
import { createCloudApiAdapter, type CloudApiAdapter } from './cloud-api/cloud-api-adapter';
import type { SecretBox } from './secret-box';
import { createSandboxAdapter, type SandboxAdapter } from './sandbox/sandbox-adapter';
import { createUnavailableAdapter } from './unavailable-adapter';

export const PROVIDERS = ['beta', 'sandbox', 'cloud-api'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ChannelRegistry {
  get(provider: string): ChannelAdapter;
  sandbox: SandboxAdapter;
  cloudApi: CloudApiAdapter;
  /** Seals the channels' credentials kept in the database. */
  secrets: SecretBox;
  close(): void;
}

export interface ChannelOptions {
  media: MediaStorage;
  secrets: SecretBox;
  cloudApiBaseUrl?: string;
}

/** Adapters by provider name; `hooks` is late-bound because the core builds it afterwards. */
export function createChannelRegistry(
  db: Db,
  hooks: () => ChannelHooks,
  opts: ChannelOptions,
): ChannelRegistry {
  const sandbox = createSandboxAdapter({ db, hooks });
  const cloudApi = createCloudApiAdapter({
    db,
    hooks,
    media: opts.media,
    secrets: opts.secrets,
    baseUrl: opts.cloudApiBaseUrl,
  });
  const adapters = new Map<string, ChannelAdapter>([
    ['sandbox', sandbox],
    [
      'beta',
      createUnavailableAdapter(
        'beta',
        'A conexão por QR code do WhatsApp (Baileys) ainda não está disponível nesta versão. Use uma conexão sandbox.',
        hooks,
      ),
    ],
    ['cloud-api', cloudApi],
  ]);
  return {
    get(provider) {
      const adapter = adapters.get(provider);
      if (!adapter) throw new Error(`unknown channel provider ${provider}`);
      return adapter;
    },
    sandbox,
    cloudApi,
    secrets: opts.secrets,
    close: () => sandbox.close(),
  };
}
