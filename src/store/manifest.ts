// data/manifest.json, the list of tree files with their header facts and sha256: read, written
// atomically, and the file name of each (variant, strategy) tree.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TreeStats } from '../core/tree.ts';
import { VARIANTS } from '../core/variants/catalogue.ts';
import { STRATEGIES } from '../core/strategies/index.ts';

/** One entry of data/manifest.json. */
export interface ManifestEntry {
  file: string;
  variant: string;
  strategy: string;
  stats: TreeStats;
  bytes: number;
  sha256: string;
}

/** data/manifest.json: every tree file with its header facts and checksum. */
export interface Manifest {
  format: 'codebreaker-manifest';
  version: 1;
  files: ManifestEntry[];
}

/** The manifest's file name inside the data directory. */
export const MANIFEST_NAME = 'manifest.json';

/** The file name of a (variant, strategy) tree. */
export function treeFileName(variant: string, strategy: string): string {
  return `${variant}.${strategy}.msgpack`;
}

/** Hex sha256 of bytes. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads the manifest of a data directory; an absent manifest is an empty one. */
export async function readManifest(dataDir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dataDir, MANIFEST_NAME), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { format: 'codebreaker-manifest', version: 1, files: [] };
    throw err;
  }
  // A file's contents: any field may be missing until checked.
  const parsed = JSON.parse(text) as Partial<Manifest>;
  if (parsed.format !== 'codebreaker-manifest' || !Array.isArray(parsed.files)) {
    throw new Error(`${join(dataDir, MANIFEST_NAME)} is not a Codebreaker manifest`);
  }
  return parsed as Manifest;
}

/** Writes the manifest atomically, entries in catalogue order (variant, then strategy). */
export async function writeManifest(dataDir: string, manifest: Manifest): Promise<void> {
  const rank = (e: ManifestEntry): number => {
    const v = VARIANTS.findIndex((x) => x.id === e.variant);
    const s = STRATEGIES.findIndex((x) => x.id === e.strategy);
    return (v < 0 ? 999 : v) * 1000 + (s < 0 ? 999 : s);
  };
  const files = [...manifest.files].sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file));
  const path = join(dataDir, MANIFEST_NAME);
  await writeFileAtomic(path, `${JSON.stringify({ ...manifest, files }, null, 2)}\n`);
}

/**
 * Writes a file atomically (temporary file, then rename), so a crash never leaves half a file.
 * The temporary file has a name of its own for each write, so two processes sharing a directory
 * (servers on one cache, a build beside a server) never rename each other's half-written file.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}
