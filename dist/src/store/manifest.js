import { createHash } from 'node:crypto';
import { readFile, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { VARIANTS } from "../core/games/catalogue.js";
import { STRATEGIES } from "../core/strategies/index.js";
/** The manifest's file name inside the data directory. */
export const MANIFEST_NAME = 'manifest.json';
/** The file name of a (variant, strategy) tree. */
export function treeFileName(variant, strategy) {
    return `${variant}.${strategy}.msgpack`;
}
/** Hex sha256 of bytes. */
export function sha256(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
}
/** Reads the manifest of a data directory; an absent manifest is an empty one. */
export async function readManifest(dataDir) {
    let text;
    try {
        text = await readFile(join(dataDir, MANIFEST_NAME), 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { format: 'codebreaker-manifest', version: 1, files: [] };
        throw err;
    }
    const parsed = JSON.parse(text);
    if (parsed.format !== 'codebreaker-manifest' || !Array.isArray(parsed.files)) {
        throw new Error(`${join(dataDir, MANIFEST_NAME)} is not a Codebreaker manifest`);
    }
    return parsed;
}
/** Writes the manifest atomically, entries in catalogue order (variant, then strategy). */
export async function writeManifest(dataDir, manifest) {
    const rank = (e) => {
        const v = VARIANTS.findIndex((x) => x.id === e.variant);
        const s = STRATEGIES.findIndex((x) => x.id === e.strategy);
        return (v < 0 ? 999 : v) * 1000 + (s < 0 ? 999 : s);
    };
    const files = [...manifest.files].sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file));
    const path = join(dataDir, MANIFEST_NAME);
    await writeFile(`${path}.tmp`, `${JSON.stringify({ ...manifest, files }, null, 2)}\n`);
    await rename(`${path}.tmp`, path);
}
/** Writes bytes atomically (temporary file, then rename), so a crash never leaves half a file. */
export async function writeFileAtomic(path, bytes) {
    await writeFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
}
//# sourceMappingURL=manifest.js.map