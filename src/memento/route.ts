/**
 * POST /v1/memento/solve: the fewest moves that solve a Memento flip board (the memory-fragment
 * puzzle of To the Moon). Register with `app.register(mementoRoutes, { host, tables })`;
 * without tables every board is solved live (a few microseconds at 6 x 6 either way).
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import type {} from '@fastify/swagger'; // types only: adds tags and summary to route schemas
import { Type, type Static } from '@sinclair/typebox';
import {
  boardFromRows,
  DEFAULT_FAMILIES,
  MementoInputError,
  MOVE_FAMILIES,
  MAX_SIDE,
  solveMemento,
  type MementoTables,
  type MoveFamily,
} from './index.ts';

/**
 * What the server hosting the routes lends them so they answer as the rest of its API does: its
 * JSON body parser, its one error handler, and the client errors that handler answers. Passed in
 * (not imported) so that the solver depends on no server: the server's is apiRouteHost
 * (src/server/plugins/route-host.ts).
 */
export interface MementoHost {
  /** Installs the API's JSON body parser on the plugin's scope. */
  registerJsonBody(app: FastifyInstance): void;
  /** The API's one error handler. */
  handleError: (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
  /** An error the handler answers with this status and body `{ error: code, message }`. */
  clientError(status: number, code: string, message: string): Error;
}

/** Options of the Memento plugin: the host's HTTP pieces, and the precomputed tables when loaded (see tables-file.ts). */
export interface MementoRoutesOptions {
  host: MementoHost;
  tables?: MementoTables;
}

/** Request body of POST /v1/memento/solve. */
export const MementoSolveBody = Type.Object(
  {
    rows: Type.Array(Type.String({ maxLength: 1024, description: 'One row, left to right: 1 solved, 0 unsolved' }), {
      maxItems: 1024,
      description: `The board, top row (r0) first; rows and columns are numbered from 0, as the moves; at most ${MAX_SIDE} x ${MAX_SIDE}`,
      examples: [['100', '100', '100']],
    }),
    moves: Type.Optional(
      // One enum (not a union of constants), so a wrong family is one error, which lists the families.
      Type.Array(Type.Unsafe<MoveFamily>(Type.String({ enum: [...MOVE_FAMILIES] })), {
        minItems: 1,
        description:
          "Which lines may be flipped (default the puzzle's own moves: rows, columns, anti-diagonal). The anti-diagonal " +
          '"d" runs from the bottom-left corner up; the main diagonal "m" from the top-left corner down.',
      }),
    ),
    best: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Answer 422 when the fewest moves exceed this (the puzzle\'s "best move")' }),
    ),
  },
  { additionalProperties: false },
);

/** Response of POST /v1/memento/solve. */
export const MementoSolveResponse = Type.Object({
  solvable: Type.Boolean(),
  moves: Type.Array(Type.String(), { description: 'Move names in order: rows r0.., columns c0.., then d, m' }),
  count: Type.Integer({ minimum: 0 }),
  source: Type.Union([Type.Literal('table'), Type.Literal('live')], { description: 'A precomputed table, or the live solver' }),
});

/** The error body every route answers with (HTTP API, version 1). */
export const MementoError = Type.Object({ error: Type.String(), message: Type.String() });

/**
 * The Memento routes as a Fastify plugin. Their bodies are parsed and their errors answered by the
 * API's own JSON parser and error handler (the host's, set again in this plugin's scope so that
 * a bare app answers alike): `{ error, message }` with the codes of the API's error table. Only
 * the sentence of a schema failure is the route's own (it lists the move families).
 */
export const mementoRoutes: FastifyPluginAsync<MementoRoutesOptions> = async (app: FastifyInstance, options) => {
  const { host, tables } = options;
  // A bare registration without the host would answer with Fastify's own errors: refuse it.
  if ((options as Partial<MementoRoutesOptions>).host === undefined)
    throw new TypeError('mementoRoutes needs options.host: the JSON parser and error handler of the API it joins');
  host.registerJsonBody(app);
  app.setErrorHandler(host.handleError);

  app.post<{ Body: Static<typeof MementoSolveBody> }>(
    '/v1/memento/solve',
    {
      schema: {
        tags: ['memento'],
        summary: 'Fewest moves for a Memento flip board',
        description:
          'The memory-fragment puzzle of To the Moon (Freebird Games, 2011): flip rows, columns or diagonals until every tile ' +
          'shows its solved side. Answers a proven-minimal set of moves; 422 when the board cannot be solved ' +
          '(or not within best).',
        body: MementoSolveBody,
        response: { 200: MementoSolveResponse, 400: MementoError, 422: MementoError },
      },
      schemaErrorFormatter: (errors, dataVar) => host.clientError(400, 'bad-request', schemaMessage(errors, dataVar)),
    },
    async (request, reply) => {
      const { rows, moves, best } = request.body;
      let board;
      try {
        board = boardFromRows(rows);
      } catch (err) {
        if (err instanceof MementoInputError) return reply.code(400).send({ error: err.code, message: err.message });
        throw err;
      }
      const result = solveMemento(board, { families: moves ?? DEFAULT_FAMILIES, best }, tables);
      if (result.kind === 'unsolvable') {
        return reply.code(422).send({
          error: 'unsolvable',
          message:
            `No set of moves (${(moves ?? DEFAULT_FAMILIES).join(', ')}) turns every tile of this ${board.rows} x ${board.cols} ` +
            'board to its solved side: each move flips a whole line, so only boards made by flipping lines can be undone.',
        });
      }
      if (result.kind === 'over-best') {
        return reply.code(422).send({
          error: 'over-best',
          message: `No answer for best move ${result.best}: the fewest moves that solve this board is ${result.count}.`,
        });
      }
      return { solvable: true, moves: result.moves.map((m) => m.name), count: result.count, source: result.source };
    },
  );
};

/**
 * One sentence for a schema failure: where (body.moves[0]) and what is allowed there; an enum
 * lists its values, so a wrong move family is answered with the families.
 */
export function schemaMessage(errors: readonly FastifySchemaValidationError[], dataVar: string): string {
  const first = errors[0];
  if (first === undefined) return `Invalid ${dataVar}.`;
  const where = `${dataVar}${first.instancePath.replace(/\/(\d+)/g, '[$1]').replaceAll('/', '.')}`;
  const allowed = (first.params as { allowedValues?: unknown }).allowedValues;
  if (first.keyword === 'enum' && Array.isArray(allowed)) {
    const families = where.startsWith('body.moves');
    return `Invalid ${where}: ${families ? 'the move families are' : 'allowed values are'} ${allowed.map(String).join(', ')}.`;
  }
  const extra =
    first.keyword === 'additionalProperties' ? (first.params as { additionalProperty?: unknown }).additionalProperty : undefined;
  if (typeof extra === 'string')
    return `Invalid ${where}: unknown property ${JSON.stringify(extra)}; the properties are ${Object.keys(MementoSolveBody.properties).join(', ')}.`;
  return `Invalid ${where}: ${first.message ?? 'does not match the schema'}.`;
}

export default mementoRoutes;
