import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import {
  consistentSecrets,
  contradictionMessage,
  formatHistory,
  judgeHistory,
  parseHistory,
  quote,
  splitHistoryText,
} from '../../src/core/history.ts';

const mm = getGame('mastermind');
const bc = getGame('bulls-and-cows');

function parse(game = mm, text: string) {
  const split = splitHistoryText(text);
  if (!split.ok) return split;
  return parseHistory(game, split.steps);
}

describe('splitHistoryText', () => {
  it('splits items and trims, empty is empty', () => {
    expect(splitHistoryText('')).toEqual({ ok: true, steps: [] });
    expect(splitHistoryText(' 1122:1b0w , 3456:0B2W')).toEqual({
      ok: true,
      steps: [
        { guess: '1122', feedback: '1b0w' },
        { guess: '3456', feedback: '0B2W' },
      ],
    });
  });
  it('names the step without a colon or with two', () => {
    expect(splitHistoryText('1122:1B0W,3456')).toMatchObject({ ok: false, error: { kind: 'syntax', step: 2 } });
    expect(splitHistoryText('1122:1B:0W')).toMatchObject({ ok: false, error: { kind: 'syntax', step: 1 } });
  });
});

describe('parseHistory', () => {
  it('parses guesses and labels case-insensitively', () => {
    const p = parse(mm, '1122:1b0w');
    expect(p.ok && formatHistory(mm, p.steps)).toBe('1122:1B0W');
  });
  it('names the step and the symbol of a bad guess', () => {
    const p = parse(mm, '1122:1B0W,12x4:0B0W');
    expect(p).toMatchObject({ ok: false, error: { kind: 'guess', step: 2 } });
    expect(!p.ok && p.error.message).toMatch(/Step 2: .*"x"/);
    expect(parse(mm, '112:1B0W')).toMatchObject({ ok: false, error: { kind: 'guess', step: 1 } });
    const rep = parse(bc, '1123:0A0B');
    expect(!rep.ok && rep.error.message).toMatch(/Step 1: .*repeats the symbol "1"/);
  });
  it('rejects labels that cannot exist, naming the step', () => {
    const p = parse(mm, '1122:3B1W');
    expect(p).toMatchObject({ ok: false, error: { kind: 'feedback', step: 1 } });
    expect(!p.ok && p.error.message).toContain('"3B1W"');
    expect(parse(bc, '1234:1B2W')).toMatchObject({ ok: false, error: { kind: 'feedback' } });
  });
  it('rejects a step after the win and a history over the board limit', () => {
    expect(parse(mm, '1122:4B0W,3456:0B0W')).toMatchObject({ ok: false, error: { kind: 'after-win', step: 2 } });
    const long = Array.from({ length: 11 }, () => '1122:0B0W').join(',');
    expect(parse(mm, long)).toMatchObject({ ok: false, error: { kind: 'too-long' } });
  });
  it('quotes hostile text short and printable', () => {
    expect(quote('a\u0000b')).toBe('"a\\u0000b"');
    expect(quote('\u202e1122')).toBe('"\\u202e1122"');
    expect(quote('x'.repeat(5000)).length).toBeLessThan(30);
  });
});

describe('consistentSecrets', () => {
  it('filters by every step and names the first contradicting step', () => {
    const p = parse(mm, '1122:0B0W');
    expect(p.ok && consistentSecrets(mm, p.steps).secrets.length).toBe(256);
    const c = parse(mm, '1122:0B0W,1111:1B0W');
    if (!c.ok) throw new Error('parse');
    const r = consistentSecrets(mm, c.steps);
    expect(r.contradiction).toBe(2);
    expect(contradictionMessage(mm, c.steps, 2)).toBe('No secret fits this history: step 2 (1111:1B0W) contradicts step 1.');
  });
  it('a win leaves exactly the guessed secret, if it fits', () => {
    const p = parse(mm, '1122:1B0W,1345:4B0W');
    expect(p.ok && [...consistentSecrets(mm, p.steps).secrets]).toEqual([mm.guessSecret[mm.parseGuess('1345') as number]]);
    const q = parse(mm, '1122:0B0W,1345:4B0W');
    expect(q.ok && consistentSecrets(mm, q.steps).contradiction).toBe(2);
  });
});

describe('judgeHistory', () => {
  const judge = (text: string) => {
    const split = splitHistoryText(text);
    if (!split.ok) throw new Error(split.error.message);
    return judgeHistory(mm, split.steps);
  };
  const lost = Array.from({ length: 10 }, () => '1111:0B0W');
  it('reports malformed steps first, then a contradiction, then the board, then solved or open', () => {
    expect(judge('1122:0B0W,11x4:4B0W')).toMatchObject({ kind: 'malformed', error: { step: 2 } });
    expect(judge('1122:0B0W,1134:4B0W')).toMatchObject({ kind: 'contradiction', step: 2 });
    expect(judge([...lost, '1111:1B0W'].join(','))).toMatchObject({ kind: 'contradiction', step: 11 });
    expect(judge([...lost, '2222:0B0W'].join(','))).toMatchObject({ kind: 'board-full' });
    expect(judge(lost.join(','))).toMatchObject({ kind: 'board-full' });
    expect(judge([...lost.slice(1), '2222:4B0W'].join(','))).toMatchObject({ kind: 'solved' });
    expect(judge('1122:0B0W')).toMatchObject({ kind: 'open' });
  });
  it('counts the secrets of an open history as consistentSecrets does', () => {
    const verdict = judge('1122:1B0W,3456:0B2W');
    const split = splitHistoryText('1122:1B0W,3456:0B2W');
    const parsed = split.ok ? parseHistory(mm, split.steps) : split;
    expect(verdict.kind === 'open' && parsed.ok && verdict.secrets).toEqual(parsed.ok && consistentSecrets(mm, parsed.steps).secrets);
  });
});
