/**
 * Engine version stamps on what the exact search keeps for later (the rule for bumping it is in
 * core/strategies/exact/version.ts; a family's own search stamps its proofs over every first word
 * with its own version, in its folder): whether a stamp is this engine's, and the names under which
 * trees built on demand are kept, an exact strategy's named for the engine that proved it.
 */
import { findStrategy } from '../core/strategies/index.ts';
import { EXACT_ENGINE_VERSION } from '../core/strategies/exact/version.ts';
import { treeFileName } from '../store/manifest.ts';

/** An engine whose results carry its version: its name in sentences and today's version. */
export interface EngineStamp {
  readonly name: string;
  readonly version: number;
}

/** The exact engine of the Mastermind family (core/strategies/exact/version.ts). */
export const EXACT_ENGINE: EngineStamp = { name: 'exact engine', version: EXACT_ENGINE_VERSION };

/** Why a result stamped `found` is not trusted as this engine's proof, or null when it is. */
export function staleEngine(found: unknown, engine: EngineStamp = EXACT_ENGINE): string | null {
  if (found === engine.version) return null;
  return found === undefined || found === null
    ? `it carries no engine version (it predates them), and this ${engine.name} is version ${engine.version}`
    : `it was computed by ${engine.name} version ${JSON.stringify(found)}, and this one is version ${engine.version}`;
}

/** The stamp in a kept tree's name: `<variant>.<strategy>.engine-<version>.msgpack`. */
function engineName(variant: string, strategy: string, version: number): string {
  return `${variant}.${strategy}.engine-${version}.msgpack`;
}

/**
 * The name under which a tree built on demand is kept (the cache directory, the fleet's store):
 * the tree file's name, with the engine version for an exact strategy, so that a tree or outcome
 * an older engine proved is never read as this one's. It is the exact engine's version on every
 * board, those of a family with its own exact search too (GameFamily.exactTree): on demand
 * (build-tree/task.ts) the exact engine searches them; the family's search builds their optimal
 * trees offline only, into files of data/ without a stamp.
 */
export function keptTreeName(variant: string, strategy: string): string {
  return findStrategy(strategy)?.resumable === true ? engineName(variant, strategy, EXACT_ENGINE_VERSION) : treeFileName(variant, strategy);
}

/**
 * The names an exact strategy's tree was kept under by older engines (none before stamps, then
 * each version below this one), with the version each stands for (null: none); empty for other
 * strategies.
 */
export function olderTreeNames(variant: string, strategy: string): Array<{ name: string; engine: number | null }> {
  if (findStrategy(strategy)?.resumable !== true) return [];
  const out: Array<{ name: string; engine: number | null }> = [{ name: treeFileName(variant, strategy), engine: null }];
  for (let v = 1; v < EXACT_ENGINE_VERSION; v++) out.push({ name: engineName(variant, strategy, v), engine: v });
  return out;
}

/**
 * The engine version that a file of the cache directory names for an exact strategy's tree or
 * outcome (null: none, a name from before stamps), or undefined when the file is not one of that
 * tree's.
 */
export function keptNameEngine(name: string, variant: string, strategy: string): number | null | undefined {
  const plain = `${variant}.${strategy}`;
  if (name === `${plain}.msgpack` || name === `${plain}.outcome.json`) return null;
  if (!name.startsWith(`${plain}.`)) return undefined;
  const m = /^\.engine-(\d+)\.(?:msgpack|outcome\.json)$/.exec(name.slice(plain.length));
  return m === null ? undefined : Number(m[1]);
}
