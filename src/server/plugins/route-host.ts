// The API's HTTP pieces (body parser, error handler) lent to other parts' route plugins, so the
// Memento routes answer as the API does without importing the server.
import type { MementoHost } from '../../memento/route.ts';
import { HttpError } from '../errors/http-error.ts';
import { handleError } from './error-handler.ts';
import { registerJsonBody } from './json-body.ts';

/**
 * The API's HTTP pieces lent to the route plugins of other parts of the product (the Memento
 * solver), so they parse bodies and answer errors as the API does without importing the server.
 */
export const apiRouteHost: MementoHost = {
  registerJsonBody,
  handleError,
  clientError: (status, code, message) => new HttpError(status, code, message),
};
