import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Compiles src/ and scripts/ to dist/ before the tests (incremental: about a second when nothing
 * changed), since worker threads and the script tests run the compiled JavaScript: a test run
 * always exercises the code as it is now.
 */
export default function setup(): void {
  const root = join(import.meta.dirname, '..');
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
}
