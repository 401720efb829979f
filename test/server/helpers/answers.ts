import type { Static } from '@sinclair/typebox';
import type { ErrorSchema } from '../../../src/api/common.ts';
import type { HealthResponse } from '../../../src/api/health.ts';
import type { NextResponse } from '../../../src/api/next.ts';
import type { PathResponse, WorstResponse } from '../../../src/api/queries.ts';
import type { TreeBuildingResponse, TreeHeaderResponse, TreeNoTreeResponse } from '../../../src/api/trees.ts';
import type { EvaluateResponse, VariantResponse, VariantsResponse } from '../../../src/api/variants.ts';

/*
 * The API's answer bodies as its schemas describe them, for `res.json<NextAnswer>()` in tests
 * (inject's json() is untyped; the type only names what the test reads, the test checks it).
 */

/** The body of every error answer. */
export type ApiError = Static<typeof ErrorSchema>;
/** GET /health. */
export type HealthAnswer = Static<typeof HealthResponse>;
/** GET and POST .../next. */
export type NextAnswer = Static<typeof NextResponse>;
/** GET .../path/:secret. */
export type PathAnswer = Static<typeof PathResponse>;
/** GET .../worst-case. */
export type WorstAnswer = Static<typeof WorstResponse>;
/** GET /v1/trees/:variant/:strategy, served or being built. */
export type TreeAnswer = Static<typeof TreeHeaderResponse> | Static<typeof TreeBuildingResponse>;
/** GET /v1/trees/:variant/:strategy when the build ended without a tree. */
export type NoTreeAnswer = Static<typeof TreeNoTreeResponse>;
/** GET /v1/variants. */
export type VariantsAnswer = Static<typeof VariantsResponse>;
/** GET /v1/variants/:variant. */
export type VariantAnswer = Static<typeof VariantResponse>;
/** GET /v1/variants/:variant/evaluate. */
export type EvaluateAnswer = Static<typeof EvaluateResponse>;
