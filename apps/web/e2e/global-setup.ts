import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '../../server/test/mail-catcher';
import { startFakeGraphApi } from '../../server/test/fake-graph-api';
import { completion, startFakeOpenAi } from '../../server/test/fake-ai';
import { startFakeTypebot } from '../../server/test/fake-typebot';
import { freePort } from '../../server/test/free-port';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(webDir, '..', '..');
// a loaded machine (several builds at once) can take over a minute to migrate and start
const READY_TIMEOUT_MS = 120_000;

export const E2E_ADMIN = { email: 'admin@atende.test', password: 'Admin12345' };
/** The access token the local stand-in for Meta's Graph API accepts (cloud-api specs). */
export const E2E_GRAPH_TOKEN = 'EAAG-e2e-graph-token';

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function waitForReady(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`server exited before it was ready (${exit})`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Builds the web app, starts the real server on a free port with a fresh embedded database,
 * waits for /api/ready and hands its address to the tests. Returns the teardown.
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-'));
  // each run builds into its own folder, so runs side by side never share a half-written build
  const webDist = path.join(dataDir, 'web');
  execSync(`npx vite build --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
    cwd: webDir,
    stdio: 'inherit',
  });
  // a real SMTP server for the password reset: each message it accepts is one JSON line in the
  // mailbox file that the specs read (password-reset.spec.ts)
  const mailbox = path.join(dataDir, 'mailbox.jsonl');
  const smtp = await startMailCatcher((mail) =>
    fs.appendFileSync(mailbox, `${JSON.stringify(mail)}\n`),
  );
  process.env.ATENDE_E2E_MAILBOX = mailbox;
  // cloud-api connections talk to a local stand-in for the Graph API, never to Meta
  const graph = await startFakeGraphApi({ accessToken: E2E_GRAPH_TOKEN });
  // AI prompts talk to a local OpenAI-compatible stand-in that echoes the customer (prompts.spec.ts)
  const openai = await startFakeOpenAi();
  openai.onChat(({ body }) =>
    completion(`Assistente virtual: você disse "${body.messages.at(-1)?.content ?? ''}".`),
  );
  // queue integrations talk to a local stand-in for Typebot's chat API
  const typebot = await startFakeTypebot();
  process.env.ATENDE_E2E_TYPEBOT_URL = typebot.url;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: smtp.url,
    CLOUD_API_BASE_URL: graph.baseUrl,
    // webhooks.spec.ts registers a receiver on 127.0.0.1
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    OPENAI_BASE_URL: openai.baseUrl,
  };
  delete env.DATABASE_URL;

  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: rootDir,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  let exit: string | null = null;
  server.once('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, () => exit);
  } catch (err) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    if (!exit) killGroup(server.pid, 'SIGKILL');
    await smtp.close();
    await graph.close();
    await openai.close();
    await typebot.close();
    throw new Error(`${(err as Error).message}\n--- server log ---\n${tail}`);
  }
  process.env.ATENDE_E2E_URL = baseUrl;

  return async () => {
    if (!exit) {
      const stopped = new Promise((r) => server.once('exit', r));
      killGroup(server.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(server.pid, 'SIGKILL'), 10_000);
      await stopped;
      clearTimeout(timer);
    }
    await smtp.close();
    await graph.close();
    await openai.close();
    await typebot.close();
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
