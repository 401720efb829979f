// JSON request bodies parsed as Fastify does, but refusals that say why: a property that could
// reach a prototype, a repeated name, any other media type or a content coding.
import { errorCodes, type FastifyInstance } from 'fastify';
import { HttpError } from '../errors/http-error.ts';
import { duplicateKey } from './json-duplicates.ts';

/**
 * JSON request bodies: parsed as Fastify's own parser does, but a body that is valid JSON and is
 * refused for carrying a property that could reach an object's prototype is told so (Fastify's
 * parser calls it "not valid JSON", which sends the client looking for a syntax error), and a body
 * whose object repeats a name is refused by that name (JSON.parse would keep the last silently).
 */

/**
 * The path of the first property of a parsed JSON value that could reach a prototype: a
 * "__proto__" key, or a "constructor" object with a "prototype" key (the keys prototype-poisoning
 * attacks use); undefined when there is none.
 */
export function forbiddenProperty(value: unknown, path = 'body'): string | undefined {
  // Breadth first over the objects alone, each with its parent and key: the path is spelt only for
  // the one found (spelling every node's path cost a quarter of a second on a 512 KiB body of
  // nested arrays).
  const nodes: object[] = [];
  const parents: number[] = [];
  const keys: Array<string | number> = [];
  const spell = (at: number, tail: string): string => {
    const parts = [tail];
    for (let i = at; i > 0; i = parents[i]!) {
      const key = keys[i]!;
      parts.push(typeof key === 'number' ? `[${key}]` : `.${key}`);
    }
    return path + parts.reverse().join('');
  };
  const visit = (child: unknown, parent: number, key: string | number): void => {
    if (child === null || typeof child !== 'object') return;
    nodes.push(child);
    parents.push(parent);
    keys.push(key);
  };
  visit(value, -1, '');
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (Object.hasOwn(node, '__proto__')) return spell(i, '.__proto__');
    const ctor: unknown = Object.hasOwn(node, 'constructor') ? (node as Record<string, unknown>).constructor : undefined;
    if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) return spell(i, '.constructor.prototype');
    if (Array.isArray(node)) {
      for (let k = 0; k < node.length; k++) visit(node[k], i, k);
    } else {
      for (const key of Object.keys(node)) visit((node as Record<string, unknown>)[key], i, key);
    }
  }
  return undefined;
}

/**
 * Replaces Fastify's application/json parser with one whose refusals say why, and removes its
 * text/plain parser: the API takes JSON bodies only, so any other media type is a 415 (a text
 * body used to reach the schema and come back as a 400 "must be object"), and so is a body in a
 * content coding (gzip, br, ...).
 */
export function registerJsonBody(app: FastifyInstance): void {
  // Bodies are read as sent, never inflated (so no small compressed body can expand into a large
  // one): a body in a content coding is refused by it before it is read (RFC 9110, section 8.4),
  // rather than called invalid JSON, or a plain body labelled compressed read as if it were not.
  app.addHook('preParsing', async (request) => {
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    // (GET and HEAD bodies are never read.)
    const readsBody = request.method !== 'GET' && request.method !== 'HEAD';
    const hasBody = readsBody && (chunked !== undefined || (length !== undefined && length !== '0'));
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (hasBody && coding !== undefined && coding !== '' && coding !== 'identity') {
      const shown = JSON.stringify(coding.length > 24 ? `${coding.slice(0, 24)}…` : coding);
      throw new HttpError(
        415,
        'unsupported-media-type',
        `The request body is in the content coding ${shown}; send it uncompressed (application/json, no Content-Encoding).`,
        { 'Accept-Encoding': 'identity' },
      );
    }
  });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    const forbidden = forbiddenProperty(value);
    if (forbidden !== undefined) {
      const message = `The request body is valid JSON, but ${forbidden} is a forbidden property (it could change the prototype of objects); remove it.`;
      done(new HttpError(400, 'forbidden-property', message), undefined);
      return;
    }
    // Only objects can repeat a name: a body without one is not scanned.
    const repeated = text.includes('{') ? duplicateKey(text) : undefined;
    if (repeated !== undefined) {
      const message =
        `The request body gives ${repeated} twice; a JSON object names each property once (RFC 8259 leaves the meaning ` +
        'of a repeated name unpredictable, and only the last would be read), so send it once.';
      done(new HttpError(400, 'duplicate-property', message), undefined);
      return;
    }
    done(null, value);
  });
}
