import fs from 'node:fs';
import path from 'node:path';

/** The repository's root: the Docker build context. */
export const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
export const readRepoFile = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8');

/** The Dockerfile's instructions per stage (by the name after AS), continuation lines joined. */
export function dockerfileStages(text = readRepoFile('Dockerfile')) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) stages.set(from[1]!, (current = []));
    current.push(line);
  }
  return stages;
}

/** The arguments of every `name` instruction of a stage, in order. */
export const instruction = (stage: string[], name: string) =>
  stage.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());

/** `ENV A=1 B=2` instructions as one record. */
export function stageEnv(stage: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instruction(stage, 'ENV')) {
    for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  }
  return env;
}
