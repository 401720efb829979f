import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The files and packages a module loads through its static imports, followed through the repository's own files. */
export function staticImports(file: string, found = { files: new Set<string>(), packages: new Set<string>() }): typeof found {
  if (found.files.has(file)) return found;
  found.files.add(file);
  // Static imports only: a dynamic import() loads a module when it is needed; `import type` is
  // erased by the compiler.
  for (const m of readFileSync(file, 'utf8').matchAll(/^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
    const spec = m[1]!;
    if (spec.startsWith('.')) staticImports(join(dirname(file), spec), found);
    else found.packages.add(spec);
  }
  return found;
}
