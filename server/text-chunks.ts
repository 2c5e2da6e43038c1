// The built chunks of the page texts (src/lib/i18n.ts loads each namespace as its own chunk), from
// Vite's manifest of the client build: the server names the page's ones in its HTML, so the
// browser fetches them beside the page's code instead of after it, one round trip later.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
}

/** '<language>/<namespace>' → '/assets/<chunk>.js'; empty when the build has no manifest. */
export function readTextChunks(clientDir: string): ReadonlyMap<string, string> {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const chunks = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /(?:^|\/)src\/locales\/(\w+)\/([\w-]+)\.json$/.exec(chunk.src ?? source);
    if (match) chunks.set(`${match[1]}/${match[2]}`, `/${chunk.file}`);
  }
  return chunks;
}
