import type { Db } from '../db/client';
import type { ChannelAdapter, ChannelHooks } from './channel';
import { createSandboxAdapter, type SandboxAdapter } from './sandbox/sandbox-adapter';
import { createUnavailableAdapter } from './unavailable-adapter';

export const PROVIDERS = ['beta', 'sandbox', 'cloud-api'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ChannelRegistry {
  get(provider: string): ChannelAdapter;
  sandbox: SandboxAdapter;
  close(): void;
}

/** Adapters by provider name; `hooks` is late-bound because the core builds it afterwards. */
export function createChannelRegistry(db: Db, hooks: () => ChannelHooks): ChannelRegistry {
  const sandbox = createSandboxAdapter({ db, hooks });
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
    [
      'cloud-api',
      createUnavailableAdapter(
        'cloud-api',
        'A API oficial do WhatsApp (Cloud API) ainda não está disponível nesta versão.',
        hooks,
      ),
    ],
  ]);
  return {
    get(provider) {
      const adapter = adapters.get(provider);
      if (!adapter) throw new Error(`unknown channel provider ${provider}`);
      return adapter;
    },
    sandbox,
    close: () => sandbox.close(),
  };
}
