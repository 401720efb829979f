import { describe, expect, it } from 'vitest';
import { alignColumns } from '../../src/cli/columns.ts';

describe('alignColumns', () => {
  it('pads every column to its widest cell: text on the right, numbers on the left', () => {
    const rows = [
      ['a', '7', 'x'],
      ['a-much-longer-name', '12345', 'y'],
    ];
    const lines = alignColumns(rows, [false, true, false]);
    expect(lines[0]!.indexOf('x')).toBe(lines[1]!.indexOf('y'));
    expect(lines[0]!.indexOf('7') + 1).toBe(lines[1]!.indexOf('12345') + 5);
    expect(lines.map((l) => l.split(/\s+/))).toEqual(rows);
  });
});
