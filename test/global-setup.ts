import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Compiles src/ and scripts/ to dist/ before the tests (tsc's incremental build: about a second
 * when nothing changed), since worker threads and the script tests run the compiled JavaScript: a
 * test run always exercises the code as it is now. scripts/compile.js stamps dist/ once it is whole.
 */
export default function setup(): void {
  const root = join(import.meta.dirname, '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'compile.js'), '--incremental'], { stdio: 'inherit' });
}
