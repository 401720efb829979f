// How the play routes read a history: a GET in its query, a POST in its body only (a history in
// both is refused as ambiguous).
import type { FastifyRequest } from 'fastify';
import { splitHistoryText, type TextStep } from '../../core/history.ts';
import { HttpError } from '../errors/http-error.ts';

// How the play routes read a history: a GET takes it in the query, a POST in the body only.

/** The steps of a history written in a query (`history=1122:1B0W,...`), or a 400 bad-history saying what cannot be read. */
export function queryHistory(text: string | undefined): TextStep[] {
  const split = splitHistoryText(text ?? '');
  if (!split.ok) throw new HttpError(400, 'bad-history', split.error.message);
  return split.steps;
}

/**
 * A POST's preValidation hook: a history in the query too is refused as ambiguous (400), before
 * the body is validated, so the error names the ambiguity rather than the query schema.
 */
export async function refuseQueryHistory(request: FastifyRequest): Promise<void> {
  if (Object.hasOwn(request.query as object, 'history')) {
    throw new HttpError(
      400,
      'ambiguous-history',
      'The history is given both in the query and in the body; a POST takes it in the body only.',
    );
  }
}
