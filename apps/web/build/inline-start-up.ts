import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

/** The pages whose code the start-up script fetches at once, by the source file of each. */
const PAGES = { ticketsPage: 'src/features/tickets/tickets-page.tsx' } as const;

function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
}

/** A chunk's file and every file it imports statically, recursively. */
function closure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, into);
  return into;
}

/** A page's files that the app's first file (the entry and what it imports) does not bring. */
function pageFiles(bundle: Rollup.OutputBundle, source: string): string[] {
  const all = chunks(bundle);
  const entry = all.find((c) => c.isEntry);
  const page = all.find((c) => c.moduleIds.includes(source));
  if (!entry || !page) throw new Error(`inline-start-up: no chunk for ${source}`);
  const loaded = closure(bundle, entry.fileName);
  return [...closure(bundle, page.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
}

/**
 * Writes the start-up script (src/boot) into index.html, with the list of the first page's
 * files beside it, so that the session check, the tickets page's code and its first lists are
 * asked for while the app's first file is still arriving
 * (docs/decisions/0065-requests-before-the-app-code.md). Inline, it costs no round trip; the
 * server allows it in its Content Security Policy by its hash.
 */
export function inlineStartUp(): Plugin {
  let root = '';
  return {
    name: 'atende-inline-start-up',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const files = Object.fromEntries(
          Object.entries(PAGES).map(([name, source]) => [
            name,
            pageFiles(bundle, path.join(root, source)),
          ]),
        );
        const script = await build({
          entryPoints: [path.join(root, 'src/boot/boot-entry.ts')],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2020',
          legalComments: 'none',
        });
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'start-up-files' },
              children: JSON.stringify(files).replace(/</g, '\\u003c'),
              injectTo: 'head',
            },
            { tag: 'script', children: script.outputFiles[0]!.text.trim(), injectTo: 'head' },
          ],
        };
      },
    },
  };
}
