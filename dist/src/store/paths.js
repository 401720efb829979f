import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
/**
 * The package's root folder (the one holding package.json), found from this file's place, so the
 * same code finds data/ and the page's files whether it runs from src/ or compiled from dist/.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname);
/** The default data directory: data/ at the package root. */
export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, 'data');
function findRoot(start) {
    for (let dir = start;; dir = dirname(dir)) {
        if (existsSync(join(dir, 'package.json')))
            return dir;
        if (dirname(dir) === dir)
            throw new Error(`no package.json above ${start}`);
    }
}
//# sourceMappingURL=paths.js.map