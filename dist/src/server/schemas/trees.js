import { Type } from '@sinclair/typebox';
import { StatsSchema } from "./common.js";
/** GET /v1/trees/:variant/:strategy: the file's header, size and checksum. */
export const TreeHeaderResponse = Type.Object({
    file: Type.String({ description: 'File name, as in data/manifest.json.' }),
    format: Type.String(),
    version: Type.Integer(),
    variant: Type.Object({
        id: Type.String(), title: Type.String(), pegs: Type.Integer(), symbols: Type.String(),
        secrets: Type.String(), guesses: Type.String(), maxGuesses: Type.Integer(),
    }),
    strategy: Type.Object({ id: Type.String(), description: Type.String() }),
    stats: StatsSchema,
    bytes: Type.Integer({ description: 'File size in bytes.' }),
    sha256: Type.String({ description: 'Hex sha256 of the file; also its ETag.' }),
});
/** Headers the file download understands. */
export const FileHeaders = Type.Object({
    'if-none-match': Type.Optional(Type.String({ maxLength: 2048 })),
});
//# sourceMappingURL=trees.js.map