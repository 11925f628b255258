import type { ReportFormat, ReportKind } from '@atende/shared';
import { api, ApiError } from '../../lib/api-client';
import { buildUrl } from '../../lib/api-url';
import { getToken } from '../../lib/session-storage';
import { filterParams, type ReportFilterState } from './reports-api';

/** How far a download is: rows of CSV received against the total, or bytes of XLSX. */
export interface ExportProgress {
  format: ReportFormat;
  rows: number;
  total: number | null;
  bytes: number;
}

const fetchExport = (kind: ReportKind, f: ReportFilterState, format: ReportFormat) =>
  fetch(buildUrl('/api', `/reports/${kind}/export`, { ...filterParams(f), format }), {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    credentials: 'include',
  });

/**
 * Downloads a report as the server streams it, telling its progress, and saves it under the
 * server's file name. An expired access token is refreshed once, as the API client does.
 */
export async function downloadReport(
  kind: ReportKind,
  f: ReportFilterState,
  format: ReportFormat,
  onProgress: (p: ExportProgress) => void,
) {
  let res = await fetchExport(kind, f, format);
  if (res.status === 403) {
    await api.refreshSession();
    res = await fetchExport(kind, f, format);
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(res.status, body.error ?? `HTTP_${res.status}`, body.message ?? '');
  }
  const totalHeader = res.headers.get('x-total-rows');
  const progress: ExportProgress = {
    format,
    rows: 0,
    total: totalHeader === null ? null : Number(totalHeader),
    bytes: 0,
  };
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    progress.bytes += value.length;
    // CSV rows end in \n (a line break inside a quoted cell is \r\n too, close enough)
    if (format === 'csv') for (const b of value) if (b === 10) progress.rows++;
    onProgress({ ...progress, rows: Math.max(0, progress.rows - 1) });
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `relatorio.${format}`;
  const blob = new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
