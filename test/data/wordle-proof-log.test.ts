import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleProof } from '../../src/builder/proofs/wordle/proof.ts';
import { checkWordleProof } from '../../src/builder/proofs/wordle/check.ts';
import { WORDLE_ENGINE_VERSION } from '../../src/core/games/wordle/exact/version.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const committed = JSON.parse(readFileSync(join(dataDir, 'proofs', 'wordle.optimal.json'), 'utf8')) as WordleProof;
const tree = new Uint8Array(readFileSync(join(dataDir, 'wordle.optimal.msgpack')));

type Mutable = { -readonly [K in keyof WordleProof]: WordleProof[K] } & Record<string, unknown>;
/** A copy of the committed proof, changed by `edit`. */
function tampered(edit: (p: Mutable) => void): unknown {
  const copy = structuredClone(committed) as Mutable;
  edit(copy);
  return copy;
}
/** The check of a proof against the committed lists and tree; no parts bound recomputed unless asked (the game is made once). */
const check = (value: unknown, options: { cuts?: number; anyEngine?: boolean } = {}, bytes: Uint8Array | undefined = tree) =>
  checkWordleProof(value, bytes, { dataDir, cuts: 0, ...options });
const index = (word: string): number => committed.settled.findIndex((e) => e.word === word);

/**
 * The check of wordle's proof over every first word (npm run check-proof) refuses a copy of the
 * committed proof tampered with in any of the ways that would let it claim a least total it did
 * not prove.
 */
describe("the check of wordle's committed proof", () => {
  it('holds for the committed proof, with a summary of what it checked', () => {
    const c = check(committed);
    expect(c.problems).toEqual([]);
    expect(c.notes.join('\n')).toMatch(/12,947 of 12,947 accepted words settled once each/);
    expect(c.notes.join('\n')).toMatch(/the least total is 7897 \(salet\)/);
    expect(c.notes.join('\n')).toMatch(/the tree wordle\.optimal\.msgpack: first guess salet, total 7897/);
  });

  it('refuses it with a first word missing, or settled twice', () => {
    const missing = check(tampered((p) => p.settled.splice(index('crane'), 1)));
    expect(missing.ok).toBe(false);
    expect(missing.problems.join('\n')).toMatch(/1 accepted words are not settled: crane/);
    const twice = check(tampered((p) => (p.settled[index('crane')] = p.settled[index('slate')]!)));
    expect(twice.problems.join('\n')).toMatch(/slate is settled twice/);
    expect(twice.problems.join('\n')).toMatch(/not settled: crane/);
  });

  it('refuses it when a cut bound, or a search cutoff, is below the optimum', () => {
    const cut = committed.settled.findIndex((e) => e.status === 'cut' && e.by === 'parts');
    const low = check(tampered((p) => (p.settled[cut] = { ...(p.settled[cut] as object), bound: 7896 } as never)));
    expect(low.problems.join('\n')).toMatch(new RegExp(`${committed.settled[cut]!.word} \\(cut by parts\\): its bound 7896 is below the optimum 7897`));
    const search = index('crane');
    const cutoff = check(tampered((p) => (p.settled[search] = { ...(p.settled[search] as object), best: 7890, lower: 7890 } as never)));
    expect(cutoff.problems.join('\n')).toMatch(/crane \(no-tree-below\): settled against the best 7890, below the optimum 7897/);
    // A search under a cutoff proves the cutoff, never more: a larger figure claimed for it is refused.
    const more = check(tampered((p) => (p.settled[search] = { ...(p.settled[search] as object), lower: 1 << 30 } as never)));
    expect(more.problems.join('\n')).toMatch(/crane \(no-tree-below\): the search's bound 1073741824 is not its cutoff 7897/);
  });

  it('refuses a counting bound or a parts bound that the bounds do not give', () => {
    const counting = committed.settled.findIndex((e) => e.status === 'cut' && e.by === 'counting');
    const c = check(tampered((p) => (p.settled[counting] = { ...(p.settled[counting] as object), bound: 9999 } as never)));
    expect(c.problems.join('\n')).toMatch(/its counting bound is \d+, not 9999/);
    // Every parts cut recomputed on a copy whose parts cuts all claim one more: each sampled one is refused.
    const parts = check(
      tampered((p) => {
        p.settled = p.settled.map((e) => (e.status === 'cut' && e.by === 'parts' ? { ...e, bound: e.bound + 1 } : e));
      }),
      { cuts: 3 },
    );
    expect(parts.problems.filter((x) => /its parts bound \(stopping at 7897\) is \d+, not \d+/.test(x))).toHaveLength(3);
  });

  it('refuses a wrong best: another total, or another word', () => {
    const total = check(tampered((p) => (p.best = { word: 'salet', total: 7896 })));
    expect(total.problems.join('\n')).toMatch(/the best is salet 7896, and the least total settled is salet's 7897/);
    expect(total.problems.join('\n')).toMatch(/the tree wordle\.optimal\.msgpack totals 7897, not the best 7896/);
    const word = check(tampered((p) => (p.best = { word: 'crane', total: 7897 })));
    expect(word.problems.join('\n')).toMatch(/the best is crane 7897/);
    expect(word.problems.join('\n')).toMatch(/first guess is salet, not the best crane/);
  });

  it('refuses a proof of another Wordle search version, or of none, as not trusted', () => {
    const next = WORDLE_ENGINE_VERSION + 1;
    const other = check(tampered((p) => (p.engine = next)));
    expect(other.problems).toEqual([
      `not trusted as proved: it was computed by Wordle search version ${next}, and this one is version ${WORDLE_ENGINE_VERSION}; run the proof again (node dist/scripts/wordle-proof.js --variant wordle)`,
    ]);
    expect(check(tampered((p) => (p.engine = next)), { anyEngine: true }).ok).toBe(true);
    const none = check(
      tampered((p) => {
        delete p.engine;
        delete p.run;
      }),
      { anyEngine: true },
    );
    expect(none.ok).toBe(false);
    expect(none.problems[0]).toBe(
      `not trusted as proved: it carries no engine version (it predates them), and this Wordle search is version ${WORDLE_ENGINE_VERSION}; run the proof again (node dist/scripts/wordle-proof.js --variant wordle)`,
    );
  });

  it('reports an incomplete proof as not a proof of the optimum', () => {
    const c = check(
      tampered((p) => {
        p.settled.pop();
        p.complete = false;
      }),
    );
    expect(c.ok).toBe(false);
    expect(c.problems).toEqual([
      'not a proof of the optimum: incomplete (complete: false), 12,946 of 12,947 first words settled; resume it (node dist/scripts/wordle-proof.js --variant wordle)',
    ]);
  });

  it('refuses other lists, and another tree or none', () => {
    const lists = check(tampered((p) => (p.accepted = { ...p.accepted, sha256: '0'.repeat(64) })));
    expect(lists.problems.join('\n')).toMatch(/its accepted list \(12947 words, sha256 0{64}\) is not the board's/);
    const other = new Uint8Array(readFileSync(join(dataDir, 'wordle.entropy.msgpack')));
    expect(check(committed, {}, other).problems.join('\n')).toMatch(/holds wordle\/entropy/);
    expect(checkWordleProof(committed, undefined, { dataDir, cuts: 0 }).problems).toEqual(['the tree file wordle.optimal.msgpack is missing']);
  });
});
