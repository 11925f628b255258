import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { audioTextAfter } from './audio-text';
import type { ChannelAdapter, ChannelHooks } from './channel';
import { createBaileysAdapter, type BaileysAdapter } from './baileys/baileys-adapter';
import type { SessionLocks } from './baileys/session-locks';
import {
  createCloudApiAdapter,
  type CloudApiAdapter,
  type CloudApiDeps,
} from './cloud-api/cloud-api-adapter';
import { countingSends } from '../metrics/counted-sends';
import type { SecretBox } from './secret-box';
import { createSandboxAdapter, type SandboxAdapter } from './sandbox/sandbox-adapter';

export const PROVIDERS = ['beta', 'sandbox', 'cloud-api'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ChannelRegistry {
  get(provider: string): ChannelAdapter;
  sandbox: SandboxAdapter;
  cloudApi: CloudApiAdapter;
  baileys: BaileysAdapter;
  /** Seals the channels' credentials kept in the database. */
  secrets: SecretBox;
  close(): Promise<void>;
}

export interface ChannelOptions {
  media: MediaStorage;
  secrets: SecretBox;
  cloudApiBaseUrl?: string;
  /** Tests: the Graph API's time limits and the re-checks' timers (cloud-api-adapter.ts). */
  cloudApi?: Pick<CloudApiDeps, 'timeouts' | 'scheduler'>;
  /** The simulated phone refuses sends beyond this many per second and connection. */
  sandboxMaxSendsPerSecond?: number;
  /** Who holds each Baileys session across processes (session-locks.ts). */
  sessionLocks: SessionLocks;
  log: FastifyBaseLogger;
  /** Tests: Baileys' socket and clock replaced (baileys-adapter.ts). */
  baileys?: Partial<Parameters<typeof createBaileysAdapter>[0]>;
}

/** Adapters by provider name; `hooks` is late-bound because the core builds it afterwards. */
export function createChannelRegistry(
  db: Db,
  hooks: () => ChannelHooks,
  opts: ChannelOptions,
): ChannelRegistry {
  const sandbox = createSandboxAdapter({
    db,
    hooks,
    maxSendsPerSecond: opts.sandboxMaxSendsPerSecond,
  });
  const cloudApi = createCloudApiAdapter({
    db,
    hooks,
    media: opts.media,
    secrets: opts.secrets,
    baseUrl: opts.cloudApiBaseUrl,
    ...opts.cloudApi,
  });
  const baileys = createBaileysAdapter({
    db,
    hooks,
    media: opts.media,
    secrets: opts.secrets,
    locks: opts.sessionLocks,
    log: opts.log,
    ...opts.baileys,
  });
  // the sends made through get() are counted for the metrics (metrics/counted-sends.ts), and
  // an audio's text follows it as its own message (audio-text.ts)
  const sending = (adapter: ChannelAdapter) => countingSends(audioTextAfter(adapter));
  const adapters = new Map<string, ChannelAdapter>([
    ['sandbox', sending(sandbox)],
    ['beta', sending(baileys)],
    ['cloud-api', sending(cloudApi)],
  ]);
  return {
    get(provider) {
      const adapter = adapters.get(provider);
      if (!adapter) throw new Error(`unknown channel provider ${provider}`);
      return adapter;
    },
    sandbox,
    cloudApi,
    baileys,
    secrets: opts.secrets,
    async close() {
      sandbox.close();
      cloudApi.close();
      await baileys.close();
    },
  };
}
