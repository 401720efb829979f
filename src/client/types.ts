/**
 * The types of every request and answer of the HTTP API, version 1, derived from the TypeBox
 * schemas the server validates and serializes with (src/server/schemas, src/memento/route.ts), so
 * the client cannot drift from the server. Every import here is `import type`: it is erased from
 * the compiled JavaScript, and no server code reaches a browser.
 */
import type { Static } from '@sinclair/typebox';
import type { ErrorSchema, StatsSchema, StepSchema } from '../api/common.ts';
import type { HealthResponse } from '../api/health.ts';
import type { NextBody, NextResponse } from '../api/next.ts';
import type { PathResponse, WorstResponse } from '../api/queries.ts';
import type { TreeBuildingResponse, TreeHeaderResponse, TreeNoTreeResponse } from '../api/trees.ts';
import type { EvaluateQuery, EvaluateResponse, VariantResponse, VariantsResponse } from '../api/variants.ts';
import type { WordListResponse } from '../api/word-lists.ts';
import type { MementoSolveBody, MementoSolveResponse } from '../memento/route.ts';

/** Every error answer: `{ error, message }`. */
export type ErrorBody = Static<typeof ErrorSchema>;

/** GET /health. */
export type Health = Static<typeof HealthResponse>;

/** GET /v1/variants. */
export type Variants = Static<typeof VariantsResponse>;
/** One variant of GET /v1/variants, with its strategies' figures. */
export type VariantSummary = Variants['variants'][number];

/** GET /v1/word-lists/:sha256: a list a board names, with its words. */
export type WordListAnswer = Static<typeof WordListResponse>;

/** GET /v1/variants/:variant: one board, catalogue or not. */
export type Variant = Static<typeof VariantResponse>;

/** The query of GET /v1/variants/:variant/evaluate, as the server reads it. */
export type EvaluateRequest = Static<typeof EvaluateQuery>;
/** GET /v1/variants/:variant/evaluate. */
export type Evaluation = Static<typeof EvaluateResponse>;

/** GET /v1/trees/:variant/:strategy when the tree is served. */
export type TreeHeader = Static<typeof TreeHeaderResponse>;
/** GET /v1/trees/:variant/:strategy while the tree is built on demand. */
export type TreeBuilding = Static<typeof TreeBuildingResponse>;
/** GET /v1/trees/:variant/:strategy when the build ended without a tree (over-limit, impossible, too-long). */
export type TreeNoTree = Static<typeof TreeNoTreeResponse>;
/** GET /v1/trees/:variant/:strategy: `state` tells which. */
export type TreeState = TreeHeader | TreeBuilding | TreeNoTree;
/** A tree's statistics over every secret. */
export type TreeStats = Static<typeof StatsSchema>;

/** One step of a game: a guess and the feedback it got, as text (`{ guess: '1122', feedback: '1B0W' }`). */
export type Step = Static<typeof StepSchema>;
/** The body of POST .../next. */
export type NextRequest = Static<typeof NextBody>;
/** A history: the steps played so far, oldest first. */
export type History = readonly Step[];
/** GET and POST .../next. */
export type NextAnswer = Static<typeof NextResponse>;

/** GET .../path/:secret: the game the tree plays against one secret. */
export type PathAnswer = Static<typeof PathResponse>;
/** GET .../worst-case: the secrets that need the most guesses. */
export type WorstCase = Static<typeof WorstResponse>;

/** The body of POST /v1/memento/solve. */
export type MementoRequest = Static<typeof MementoSolveBody>;
/** POST /v1/memento/solve. */
export type MementoAnswer = Static<typeof MementoSolveResponse>;
