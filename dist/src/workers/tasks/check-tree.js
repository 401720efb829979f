import { checkTreeBytes } from "../../store/load-trees.js";
import { TreeFileError } from "../../store/tree-file.js";
/** Checks one tree file as the loader does (every secret played through it); a failed check is an answer, not an error. */
export function checkTree(input) {
    try {
        const tree = checkTreeBytes(input.file, input.bytes, input.sha256);
        const { game: _game, ...flat } = tree.flat;
        return { ok: true, header: tree.header, sha256: tree.sha256, flat };
    }
    catch (err) {
        if (err instanceof TreeFileError)
            return { ok: false, reason: err.message };
        throw err;
    }
}
//# sourceMappingURL=check-tree.js.map