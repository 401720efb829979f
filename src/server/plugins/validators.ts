// Request validation with Ajv: numbers read from the text parts (query, path, headers) in decimal
// digits only; JSON bodies taken as sent, without coercion.
import { createRequire } from 'node:module';
import type { Ajv as AjvType, ErrorObject, ValidateFunction } from 'ajv';
import { quote } from '../../core/history.ts';

/**
 * Request validation with two Ajv instances: query strings, paths and headers are text, so their
 * numbers are read from strings ("limit=3", in decimal digits only: see textValidator); a JSON
 * body is taken as sent, so `"guess": 1234` is a 400, not the string "1234". Neither drops unknown
 * properties: a schema that closes an object refuses them (the error handler names the property).
 */
let ajvs: { readonly text: AjvType; readonly body: AjvType } | undefined;

/** Compiles the validator of one part of a request (body, querystring, params or headers). */
export function compileValidator(schema: unknown, httpPart: string | undefined): ValidateFunction {
  if (isClosedEmptyObject(schema)) return nothingAllowed();
  // Ajv is loaded with the first schema compiled, after the server listens (see schema-compilers.ts).
  ajvs ??= (() => {
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    return {
      text: new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false }),
      body: new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false }),
    };
  })();
  if (httpPart === 'body') return ajvs.body.compile(schema as object);
  return textValidator(ajvs.text.compile(schema as object), schema, httpPart);
}

/** The error keyword of a query parameter given more than once (the error handler phrases it). */
export const REPEATED = 'repeated';

// An integer as a person writes it in a URL: decimal digits, a minus sign before a negative one.
const DECIMAL_INTEGER = /^-?[0-9]+$/;

/**
 * Ajv's validator of a text part with the checks its coercion cannot make. A repeated query key
 * arrives as an array ("?limit=2&limit=3"), which Ajv would call "not a string"; and Ajv reads a
 * string as a number whenever JavaScript's Number does ("0x10", "1e2", " 12", "+5", "12.0"), so
 * an integer parameter is held to decimal digits before Ajv reads it.
 */
function textValidator(ajv: ValidateFunction, schema: unknown, httpPart: string | undefined): ValidateFunction {
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return ajv;
  const declared = new Set(Object.keys(properties));
  const integers = Object.entries(properties)
    .filter(([, p]) => (p as { type?: unknown } | null)?.type === 'integer')
    .map(([name]) => name);
  const repeatable = httpPart === 'querystring';
  if (!repeatable && integers.length === 0) return ajv;
  const fail = (error: ErrorObject): false => {
    validate.errors = [error];
    return false;
  };
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    if (typeof data === 'object' && data !== null) {
      const values = data as Record<string, unknown>;
      if (repeatable) {
        for (const name in values) {
          if (Array.isArray(values[name]) && declared.has(name)) {
            const params = { count: (values[name] as unknown[]).length };
            return fail({
              instancePath: `/${name}`,
              schemaPath: `#/properties/${name}`,
              keyword: REPEATED,
              params,
              message: 'is given more than once',
            });
          }
        }
      }
      for (const name of integers) {
        const value = values[name];
        if (typeof value === 'string' && !DECIMAL_INTEGER.test(value)) {
          const message = `must be an integer written in decimal digits, not ${quote(value)}`;
          return fail({
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            keyword: 'type',
            params: { type: 'integer' },
            message,
          });
        }
      }
    }
    const ok = ajv(data, context);
    validate.errors = ajv.errors ?? null;
    return ok;
  }) as ValidateFunction;
  validate.errors = null;
  // Fastify passes the parent (so Ajv may coerce the root value) to functions that have a schemaEnv, as Ajv's do.
  Object.assign(validate, { schema: ajv.schema, schemaEnv: ajv.schemaEnv });
  return validate;
}

/** True for `{ type: "object", properties: {}, additionalProperties: false }` and nothing more (NoQuery): no parameter at all. */
function isClosedEmptyObject(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, properties, additionalProperties, ...rest } = schema as Record<string, unknown>;
  return (
    type === 'object' &&
    additionalProperties === false &&
    (properties === undefined || (typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0)) &&
    Object.keys(rest).length === 0
  );
}

/**
 * The validator of a part that takes no parameter (most GET routes' query string, /ready's
 * among them), without Ajv: its answer and its first error are Ajv's for that schema, so the
 * readiness probe, the first request after start, does not wait for Ajv to load (about 30 ms).
 */
function nothingAllowed(): ValidateFunction {
  const validate = ((data: unknown) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      validate.errors = [
        { instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' },
      ];
      return false;
    }
    for (const key in data) {
      validate.errors = [
        {
          instancePath: '',
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key },
          message: 'must NOT have additional properties',
        },
      ];
      return false;
    }
    validate.errors = null;
    return true;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}
