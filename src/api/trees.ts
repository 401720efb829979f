// The HTTP API's schemas of a tree's routes (TypeBox): its file's header, size and checksum, the
// progress of a tree built on demand, a build that ended without a tree, the download's headers.
import { Type } from '@sinclair/typebox';
import { StatsSchema } from './common.ts';

/** A word list as a tree header names it (a file of data/words/, not copied). */
const WordListRef = (description: string) =>
  Type.Object(
    {
      list: Type.String({ description: 'The file, in data/words/.' }),
      count: Type.Integer({ description: 'Its number of words.' }),
      sha256: Type.String({ description: "Hex sha256 of the file's bytes." }),
    },
    { description },
  );

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
    words: Type.Optional(WordListRef('Word games: their word list.')),
    answers: Type.Optional(WordListRef('Boards of answers and accepted words: the list of the answers (the secrets).')),
    accepted: Type.Optional(
      WordListRef('Boards of answers and accepted words: the list of every word accepted as a guess, the answers among them.'),
    ),
    hard: Type.Optional(
      Type.Literal(true, {
        description:
          'Hard mode, on boards that have one (absent otherwise): every guess keeps the greens and reuses the letters revealed before it.',
      }),
    ),
  }),
  strategy: Type.Object({ id: Type.String(), description: Type.String() }),
  stats: StatsSchema,
  bytes: Type.Integer({ description: 'File size in bytes.' }),
  sha256: Type.String({ description: 'Hex sha256 of the file; also its ETag.' }),
});

/** How far an exact search has got (optimal and optimal-worst built on demand). */
export const SearchProgress = Type.Object(
  {
    depth: Type.Optional(
      Type.Integer({
        description:
          "optimal-worst's first phase: the depth it tries while it looks for the smallest one (firstGuesses then counts the first guesses tried at it).",
      }),
    ),
    firstGuesses: Type.Object({ done: Type.Integer({ description: 'First guesses settled.' }), total: Type.Integer() }),
    parts: Type.Object({
      done: Type.Integer({ description: 'Parts solved of the first guess under way.' }),
      total: Type.Integer({ description: 'Its parts in all (0 between first guesses).' }),
    }),
    best: Type.Union([Type.Integer(), Type.Null()], { description: 'The smallest total found so far.' }),
    lowerBound: Type.Union([Type.Integer(), Type.Null()], { description: 'Proven: no tree has a smaller total.' }),
  },
  { description: 'An exact search: first guesses settled, parts solved of the one under way, the best total so far and the proven bound.' },
);

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
  search: Type.Optional(SearchProgress),
});

/** GET /v1/trees/:variant/:strategy when the build ended without a tree (remembered like a tree). */
export const TreeNoTreeResponse = Type.Object({
  state: Type.Union([Type.Literal('over-limit'), Type.Literal('impossible'), Type.Literal('too-long')], {
    description:
      "over-limit: the strategy's tree needs more guesses than the board allows; impossible: no strategy finds every secret within the " +
      'board limit (the exact search proved it); too-long: the exact search ran over the budget (EXACT_BUDGET_S) and stopped. ' +
      '.../next answers live; file, path and worst-case answer 422 with this state as the error and the same message.',
  }),
  variant: Type.String({ description: 'Canonical variant id.' }),
  strategy: Type.String(),
  message: Type.String({
    description: 'What happened (the secret and the guesses it needs, the limit; or how far the search got), and what still works.',
  }),
  search: Type.Optional(SearchProgress),
});

/** Headers the file download understands. */
export const FileHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ maxLength: 2048 })),
  range: Type.Optional(Type.String({ maxLength: 256, description: 'One byte range, e.g. bytes=1000- (resuming a download).' })),
  'if-range': Type.Optional(Type.String({ maxLength: 256 })),
  'accept-encoding': Type.Optional(Type.String({ maxLength: 512 })),
});
