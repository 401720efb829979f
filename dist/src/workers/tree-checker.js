import { getGame } from "../core/games/catalogue.js";
import { loadedTree } from "../store/load-trees.js";
import { TreeFileError } from "../store/tree-file.js";
/**
 * A tree checker that plays every secret through each file on the pool's threads, so that files
 * are checked side by side and this thread stays free (the server imports its modules meanwhile).
 * It accepts and rejects exactly the files checkTreeBytes does.
 */
export function poolTreeChecker(pool) {
    return async (file, bytes, expectedSha) => {
        const checked = await pool.run('check-tree', { file, bytes, sha256: expectedSha });
        if (!checked.ok)
            throw new TreeFileError(checked.reason);
        const flat = { ...checked.flat, game: getGame(checked.header.variant.id) };
        return loadedTree(file, bytes, checked.sha256, checked.header, flat);
    };
}
//# sourceMappingURL=tree-checker.js.map