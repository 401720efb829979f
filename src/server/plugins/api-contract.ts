// What every route of the API shares: strict validation, documented errors, one error handler
// and error shape, and the JSON body parser.
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../api/common.ts';
import { handleError, handleNotFound } from './error-handler.ts';
import { registerJsonBody } from './json-body.ts';
import { completeRouteDocs } from './route-docs.ts';

/** What every route of the API shares: strict validation, its documented errors, one error handler and shape, the JSON body parser. */
export function registerApiContract(app: FastifyInstance): void {
  completeRouteDocs(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  registerJsonBody(app);
  app.addSchema(ErrorSchema);
}
