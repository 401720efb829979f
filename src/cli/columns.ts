/**
 * Text tables for the terminal: every column as wide as its widest cell, whatever the names and
 * numbers, so the columns stay aligned (a fixed width breaks on the first longer file name).
 */

/** The rows as lines, each cell padded to its column's width; numbers (right) are padded on the left. */
export function alignColumns(rows: readonly (readonly string[])[], right: readonly boolean[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 && !right[i] ? cell : right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' '),
  );
}
