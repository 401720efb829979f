import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** True when a schema says something of a body (a type, a reference, properties, alternatives), not only a description. */
function describesBody(schema: Record<string, unknown> | undefined): boolean {
  return schema !== undefined && ['type', '$ref', 'properties', 'anyOf', 'oneOf', 'allOf', 'items'].some((k) => k in schema);
}

/** The OpenAPI path of a route pattern: /v1/trees/:variant/:strategy is /v1/trees/{variant}/{strategy}. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/**
 * A plugin for route tests: every answer a documented route gives must be one the OpenAPI
 * document declares, status and content type. An undocumented answer becomes a 500 naming what
 * is missing, so the test that received it fails. (Routes the document does not list, such as
 * the web page's files, are not checked.)
 */
export const checkAgainstOpenApi: FastifyPluginAsync = async (app: FastifyInstance) => {
  let doc: Document | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url === undefined) return payload;
    doc ??= app.swagger() as unknown as Document;
    const op = doc.paths[openApiPath(url)]?.[request.method.toLowerCase()];
    if (op === undefined) return payload;
    const status = String(reply.statusCode);
    const declared = op.responses[status] ?? op.responses.default;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
    let problem: string | undefined;
    if (declared === undefined) problem = `status ${status} is not declared`;
    // A content type is checked where the document gives the answer a schema (a plugin's route
    // without one, such as a test's own page, declares none).
    else if (
      status !== '304' &&
      declared.content !== undefined &&
      type !== '' &&
      !(type in declared.content) &&
      Object.values(declared.content).some((c) => describesBody((c as { schema?: Record<string, unknown> }).schema))
    ) {
      problem = `content type ${type} is not declared for ${status} (declared: ${Object.keys(declared.content).join(', ')})`;
    }
    if (problem === undefined) return payload;
    const message = `undocumented answer of ${request.method} ${url}: ${problem}`;
    console.error(message);
    reply.code(500).type('application/json');
    return JSON.stringify({ error: 'undocumented-response', message });
  });
};
// Not encapsulated: the hook sees every route of the app.
Object.assign(checkAgainstOpenApi, { [Symbol.for('skip-override')]: true });
