import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS } from '../../src/cli/command-specs.ts';
import { repo } from './run.ts';

const doc = readFileSync(join(repo, 'docs', 'cli.md'), 'utf8');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');

/** The text of a level-2 section of docs/cli.md, up to the next one. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('docs/cli.md', () => {
  for (const c of COMMAND_SPECS) {
    it(`documents codebreaker ${c.name}: every option, and an example`, () => {
      const text = section(`codebreaker ${c.name}`);
      expect(text, `no section "## codebreaker ${c.name}"`).not.toBe('');
      for (const name of Object.keys(c.options)) expect(text).toContain(`--${name}`);
      expect(text).toMatch(new RegExp(`\`\`\`(sh)?\\n(\\S+=\\S+ )?codebreaker ${c.name}`));
    });
  }

  it('is linked from the README, whose commands are codebreaker lines', () => {
    expect(readme).toContain('[docs/cli.md](docs/cli.md)');
    for (const c of COMMAND_SPECS) expect(readme).toContain(`\`codebreaker ${c.name}`);
  });
});
