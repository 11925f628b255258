/** One sample of a Prometheus text exposition: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comment lines left out). Label values here never hold a quote. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').match(/[\w]+="[^"]*"/g) ?? []) {
      const eq = pair.indexOf('=');
      labels[pair.slice(0, eq)] = pair.slice(eq + 2, -1);
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when absent. */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  const found = parseMetrics(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1)
    throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0]?.value ?? 0;
}

/**
 * The scrape with every sample's value taken off: what names and labels say. A leak shows
 * there; a value such as a latency sum may hold any run of digits by chance.
 */
export function withoutValues(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith('#') ? line : line.replace(/ \S+$/, '')))
    .join('\n');
}
