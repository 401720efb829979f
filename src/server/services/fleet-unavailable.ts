// The 503 of anything that needs the fleet while its Redis is unreachable: a plain sentence for
// the client, Redis's own error (which can name its host) for the log only.
import { HttpError } from '../errors/http-error.ts';

/** What a client is told when a build needs the fleet and its queue cannot be reached. */
export const QUEUE_UNAVAILABLE = "The fleet's build queue is unavailable; trees of data/ are still served. Retry shortly.";

/**
 * The 503 of anything that needs the fleet while its Redis is unreachable. The answer says only
 * that (`sentence`): Redis's own error can name its host and port ("connect ECONNREFUSED
 * 10.0.0.5:6379"), so `detail` goes to the log with the request, never to the client.
 */
export function fleetUnavailable(detail: unknown, sentence: string = QUEUE_UNAVAILABLE): HttpError {
  return new HttpError(503, 'fleet-unavailable', sentence, { 'Retry-After': '5' }, detail);
}
