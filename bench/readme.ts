// The README shows the latest tables of both benches, each between its own pair of markers. Only
// that part is written (formatted as the repo formats markdown); the rest of the file is not
// touched.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from './processes';

/** Markdown formatted as the repository formats it (Prettier with its settings). */
export async function formatMarkdownFile(path: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, parser: 'markdown' });
}

/** Replaces what lies between two markers of the README. */
export async function updateReadme(start: string, end: string, body: string): Promise<void> {
  const readme = join(ROOT, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.warn(`README.md has no ${start} … ${end}: left as it was.`);
    return;
  }
  const formatted = (await formatMarkdownFile(readme, body)).trim();
  writeFileSync(
    readme,
    `${text.slice(0, from + start.length)}\n\n${formatted}\n\n${text.slice(to)}`,
  );
}
