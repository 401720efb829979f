import { Type } from '@sinclair/typebox';
import { StatsSchema } from './common.ts';

/** GET /v1/trees/:variant/:strategy: the file's header, size and checksum. */
export const TreeHeaderResponse = Type.Object({
  state: Type.Literal('ready', { description: 'The tree is served (see building for a tree being built on demand).' }),
  source: Type.Union([Type.Literal('file'), Type.Literal('cached'), Type.Literal('built')], {
    description: 'A file of data/, a tree built on demand earlier and kept in the cache, or one built since this server started.',
  }),
  file: Type.String({ description: 'File name, as in data/manifest.json.' }),
  format: Type.String(),
  version: Type.Integer(),
  variant: Type.Object({
    id: Type.String(),
    title: Type.String(),
    pegs: Type.Integer(),
    symbols: Type.String(),
    secrets: Type.String(),
    guesses: Type.String(),
    maxGuesses: Type.Integer(),
    words: Type.Optional(
      Type.Object({ list: Type.String(), count: Type.Integer(), sha256: Type.String() }, { description: 'Word games: their word list.' }),
    ),
  }),
  strategy: Type.Object({ id: Type.String(), description: Type.String() }),
  stats: StatsSchema,
  bytes: Type.Integer({ description: 'File size in bytes.' }),
  sha256: Type.String({ description: 'Hex sha256 of the file; also its ETag.' }),
});

/** GET /v1/trees/:variant/:strategy while the tree is being built on demand. */
export const TreeBuildingResponse = Type.Object({
  state: Type.Literal('building', {
    description: 'Being built; .../next answers live meanwhile, and file, path and worst-case answer 503 with Retry-After.',
  }),
  variant: Type.String({ description: 'Canonical variant id.' }),
  strategy: Type.String(),
  progress: Type.Object({
    done: Type.Integer({ description: 'Secrets placed in the tree so far.' }),
    total: Type.Integer({ description: 'Secrets in all (0 until the build starts).' }),
  }),
});

/** Headers the file download understands. */
export const FileHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ maxLength: 2048 })),
  range: Type.Optional(Type.String({ maxLength: 256, description: 'One byte range, e.g. bytes=1000- (resuming a download).' })),
  'if-range': Type.Optional(Type.String({ maxLength: 256 })),
  'accept-encoding': Type.Optional(Type.String({ maxLength: 512 })),
});
