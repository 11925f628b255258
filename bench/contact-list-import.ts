/**
 * Contact list import benchmark on PostgreSQL: 100,000 spreadsheet rows through
 * POST /api/contact-lists/{id}/upload of the real server, beside a bare COPY of the same rows
 * into contact_list_items, in the same run. Goal: the import reaches at least 0.5× COPY's rate.
 * Usage: npx tsx bench/contact-list-import.ts (see bench/README.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machine } from './report';
import { login, startEnv } from './server';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 3);
const GOAL = 0.5;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${msg}\n`);

/** The rows of the file: distinct numbers, a third with an e-mail, as a customer list looks. */
function rows() {
  const out: [string, string, string][] = [];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(7, '0');
    out.push([`Cliente ${n}`, `55119${n}1`, i % 3 === 0 ? `cliente${n}@exemplo.com.br` : '']);
  }
  return out;
}

const csvOf = (data: [string, string, string][], header: boolean) =>
  (header ? 'nome;numero;email\n' : '') + data.map((r) => r.join(';')).join('\n') + '\n';

async function main() {
  const env = await startEnv(`Bench-${process.pid}-platform`);
  const pool = new pg.Pool({ connectionString: env.url, max: 2 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-list-bench-'));
  try {
    const token = await login(env.base, ADMIN.email, ADMIN.password);
    const api = async (method: string, url: string, body?: FormData | object) => {
      const isForm = body instanceof FormData;
      const res = await fetch(`${env.base}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const data = rows();
    const upload = csvOf(data, true);
    // the server's PostgreSQL reads the bare COPY's file itself: the same machine
    const copyFile = path.join(dir, 'rows.csv');
    fs.writeFileSync(copyFile, csvOf(data, false));
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(copyFile, 0o644);
    const { rows: companies } = await pool.query<{ id: number }>(
      `select id from companies where name = 'Empresa Demo'`,
    );
    const companyId = companies[0].id;

    const results: { round: number; copyMs: number; importMs: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bareList = await api('POST', '/contact-lists', { name: `COPY ${round}` });
      const t0 = performance.now();
      await pool.query(
        `copy contact_list_items (name, number, email, company_id, contact_list_id)
         from program 'sed "s/$/;${companyId};${String(bareList.id)}/" ${copyFile}'
         with (format csv, delimiter ';', force_not_null (email))`,
      );
      const copyMs = performance.now() - t0;

      const list = await api('POST', '/contact-lists', { name: `Import ${round}` });
      const form = new FormData();
      form.append('file', new Blob([upload], { type: 'text/csv' }), 'clientes.csv');
      const t1 = performance.now();
      const report = await api('POST', `/contact-lists/${String(list.id)}/upload`, form);
      const importMs = performance.now() - t1;
      if (report.created !== ROWS || report.refused !== 0) {
        throw new Error(`import report: ${JSON.stringify({ ...report, rows: undefined })}`);
      }
      const { rows: counted } = await pool.query<{ n: string }>(
        'select count(*) n from contact_list_items where contact_list_id = any($1)',
        [[bareList.id, list.id]],
      );
      if (Number(counted[0].n) !== 2 * ROWS) throw new Error(`rows stored: ${counted[0].n}`);
      results.push({ round, copyMs, importMs });
      log(`round ${round}: COPY ${copyMs.toFixed(0)} ms, import ${importMs.toFixed(0)} ms`);
      // the next round starts from the same state: both lists go
      await api('DELETE', `/contact-lists/${String(bareList.id)}`);
      await api('DELETE', `/contact-lists/${String(list.id)}`);
    }

    const rate = (ms: number) => ROWS / (ms / 1000);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const copyMs = median(results.map((r) => r.copyMs));
    const importMs = median(results.map((r) => r.importMs));
    const ratio = rate(importMs) / rate(copyMs);
    console.log(`## Contact list import, ${ROWS.toLocaleString('en')} rows\n`);
    console.log(`Machine: ${machine()}; PostgreSQL; ${ROUNDS} rounds, medians.\n`);
    console.log('| round | bare COPY ms | import (HTTP) ms |');
    console.log('|---:|---:|---:|');
    for (const r of results) {
      console.log(`| ${r.round} | ${r.copyMs.toFixed(0)} | ${r.importMs.toFixed(0)} |`);
    }
    console.log('\n| | median ms | rows/s |');
    console.log('|---|---:|---:|');
    console.log(`| bare COPY | ${copyMs.toFixed(0)} | ${rate(copyMs).toFixed(0)} |`);
    console.log(`| import | ${importMs.toFixed(0)} | ${rate(importMs).toFixed(0)} |`);
    console.log(
      `\nImport rate / COPY rate: ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×: ${ratio >= GOAL ? 'met' : 'NOT met'})`,
    );
  } finally {
    await pool.end();
    await env.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
