import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/store/paths.ts';

/**
 * A clean install: `npm install` on a fresh clone neither rewrites package-lock.json nor warns.
 * npm rewrites the lock when an entry's optional dependencies (other platforms' native parts)
 * are missing from it, warns EBADENGINE when a package's engines exclude a Node.js version the
 * project supports, and warns about install scripts package.json does not allow.
 */

interface LockEntry {
  readonly version?: string;
  readonly optional?: boolean;
  readonly dev?: boolean;
  readonly hasInstallScript?: boolean;
  readonly engines?: { readonly node?: string };
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}
const read = (name: string): unknown => JSON.parse(readFileSync(join(PROJECT_ROOT, name), 'utf8'));
const pkg = read('package.json') as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };

type Version = readonly [number, number, number];
const parse = (text: string): Version => {
  const [a = 0, b = 0, c = 0] = text.split('.').map(Number);
  return [a, b, c];
};
const compare = (x: Version, y: Version): number => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/**
 * True when version v satisfies an engines range of the forms packages use: alternatives joined
 * by ||, each a list of >=X, >X, <X, <=X, ^X, ~X or a bare X (X as 20, 20.19, 20.19.0 or 20.*). Throws on
 * any other form, so a new form is noticed rather than passed.
 */
function satisfies(v: Version, range: string): boolean {
  return range.split('||').some((alternative) => {
    const parts = alternative
      .trim()
      .replace(/(>=|<=|[<>^~])\s+/g, '$1')
      .split(/\s+/);
    return parts.every((part) => {
      if (part === '*' || part === 'x' || part === '') return true;
      const m = /^(>=|<=|[<>^~])?v?(\d+(?:\.\d+){0,2})(?:\.[x*])?$/.exec(part);
      if (m === null) throw new Error(`unsupported engines range "${range}"`);
      const [, op, text] = m;
      const w = parse(text!);
      const exact = text!.split('.').length;
      switch (op) {
        case '>=':
          return compare(v, w) >= 0;
        case '>':
          return compare(v, w) > 0;
        case '<':
          return compare(v, w) < 0;
        case '<=':
          return compare(v, w) <= 0;
        case '^':
          return v[0] === w[0] && compare(v, w) >= 0;
        case '~':
          return v[0] === w[0] && v[1] === w[1] && compare(v, w) >= 0;
        default:
          return v[0] === w[0] && (exact < 2 || v[1] === w[1]) && (exact < 3 || v[2] === w[2]);
      }
    });
  });
}

/** The oldest version each alternative of a range admits (its >=, ^ or bare bound). */
function lowestOfEach(range: string): Version[] {
  return range.split('||').map((alternative) => parse(/(\d+(?:\.\d+){0,2})/.exec(alternative)![1]!));
}

describe('a clean install', () => {
  it('reads the engines ranges packages use', () => {
    expect(satisfies([20, 19, 0], '^20.19.0 || ^22.13.0 || >=24')).toBe(true);
    expect(satisfies([20, 18, 9], '^20.19.0 || ^22.13.0 || >=24')).toBe(false);
    expect(satisfies([20, 20, 2], '>=22')).toBe(false);
    expect(satisfies([20, 0, 0], '>= 18')).toBe(true);
    expect(satisfies([21, 0, 0], '18 || 20 || >=22')).toBe(false);
    expect(satisfies([16, 0, 0], '^12.22.0 || ^14.17.0 || >=16.0.0')).toBe(true);
    expect(satisfies([11, 0, 0], '10.* || >= 12.*')).toBe(false);
  });

  it('the running Node.js is one package.json supports', () => {
    expect(satisfies(parse(process.versions.node), pkg.engines.node), `${process.versions.node} vs ${pkg.engines.node}`).toBe(true);
  });

  it('every package installed on every supported Node.js accepts it (no EBADENGINE)', () => {
    const supported = lowestOfEach(pkg.engines.node);
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      if (path === '' || range === undefined || entry.optional === true) continue;
      for (const v of supported) if (!satisfies(v, range)) refused.push(`${path}@${entry.version}: ${range} excludes ${v.join('.')}`);
    }
    expect(refused).toEqual([]);
  });

  it('the lock lists every optional dependency, for every platform, so npm does not rewrite it', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // Node's lookup: node_modules beside the package, then up the tree.
        const parts = path.split('/node_modules/');
        const found = parts.some((_, i) => lock.packages[[...parts.slice(0, parts.length - i), name].join('/node_modules/')] !== undefined);
        if (!found && lock.packages[`node_modules/${name}`] === undefined) missing.push(`${path} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('package.json decides on every install script (allowScripts), so npm installs without asking', () => {
    const undecided = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => pkg.allowScripts?.[name] === undefined);
    expect(undecided).toEqual([]);
  });

  it('cookie 1.1 (the override for Node.js 20) serves light-my-request, which app.inject uses for every route test', async () => {
    const app = Fastify();
    app.get('/', (request) => ({ cookie: request.headers.cookie ?? null }));
    const res = await app.inject({ url: '/', cookies: { a: 'b c', d: 'e' } });
    expect(res.json()).toEqual({ cookie: 'a=b%20c; d=e' });
    await app.close();
  });
});
