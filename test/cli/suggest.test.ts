import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '../../src/cli/suggest.ts';

describe('did you mean', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('variant', 'variant')).toBe(0);
    expect(editDistance('varient', 'variant')).toBe(1);
    expect(editDistance('varint', 'variant')).toBe(1);
    expect(editDistance('vairant', 'variant')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests the nearest known word, a word it starts, and nothing when none is near', () => {
    const options = ['--variant', '--strategy', '--data-dir', '--workers', '--json'];
    expect(nearest('--varient', options)).toBe('--variant');
    expect(nearest('--stratgey', options)).toBe('--strategy');
    expect(nearest('--work', options)).toBe('--workers');
    expect(nearest('--no-such-option', options)).toBeUndefined();
    expect(nearest('buidl', ['serve', 'build', 'verify'])).toBe('build');
    expect(nearest('x', ['serve', 'build'])).toBeUndefined();
    expect(didYouMean('--jsno', options)).toBe(' (did you mean --json?)');
    expect(didYouMean('--zzz', options)).toBe('');
  });
});
