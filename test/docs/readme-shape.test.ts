import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pages = [
  'README.md',
  'infra/local/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The Markdown link targets of a page that point into files (not the web, not an anchor). */
function fileLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.replace(/#.*$/, ''));
}

/** The README's prose lines: neither table rows nor lines inside a fenced block. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && !line.startsWith('|');
  });
}

describe('the README a newcomer scans', () => {
  const readme = read('README.md');

  it('stays short, with no prose line over 120 characters', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(100);
    expect(proseLines(readme).filter((line) => line.length > 120)).toEqual([]);
  });

  it('keeps the commands .ci/run runs', () => {
    for (const command of ['npm install', 'npm start', 'npm test', 'npm run bench']) {
      expect(readme).toContain(command);
    }
  });

  it.each(pages)('%s links only to files of this repository that exist', (page) => {
    const links = fileLinks(read(page));
    const outside = links.filter(
      (target) => !resolve(root, dirname(page), target).startsWith(`${root}/`),
    );
    expect(outside).toEqual([]);
    const missing = links.filter((target) => !existsSync(resolve(root, dirname(page), target)));
    expect(missing).toEqual([]);
    expect(read(page)).not.toMatch(/\.\.\/shared\//);
  });
});
