import { createRequire } from 'node:module';
import type { Ajv as AjvType, ValidateFunction } from 'ajv';

/**
 * Request validation with two Ajv instances: query strings, paths and headers are text, so their
 * numbers are read from strings ("limit=3"); a JSON body is taken as sent, so `"guess": 1234` is a
 * 400, not the string "1234". Neither drops unknown properties: a schema that closes an object
 * refuses them (the error handler names the property).
 */
let ajvs: { readonly text: AjvType; readonly body: AjvType } | undefined;

/** Compiles the validator of one part of a request (body, querystring, params or headers). */
export function compileValidator(schema: unknown, httpPart: string | undefined): ValidateFunction {
  // Ajv is loaded with the first schema compiled, after the server listens (see schema-compilers.ts).
  ajvs ??= (() => {
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    return {
      text: new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false }),
      body: new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false }),
    };
  })();
  return (httpPart === 'body' ? ajvs.body : ajvs.text).compile(schema as object);
}
