// The server's parts of the game families that their core registrations (core/variants/) cannot
// carry, since src/core reads no file and serves no route: a family's own routes, and its
// readers of the files the builder writes in its own format. The one file of src/server that
// names a family outside its folder.
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { proofFile, readWordleProof } from '../../builder/proofs/wordle/proof.ts';
import type { FirstWordProofReader } from '../services/optimal-tree.ts';
import { wordListRoutes } from './wordle/word-lists.ts';

/** The families' own routes, in the order of the API documentation (after GET /v1/variants): a user's own word lists. */
export const FAMILY_ROUTES: readonly FastifyPluginAsync[] = [wordListRoutes];

/** Reads a board's proof over every first word (data/proofs/<variant>.optimal.json): the word games' exact search writes them. */
export const readFirstWordProof: FirstWordProofReader = (dataDir, variant) =>
  readWordleProof(join(dataDir, ...proofFile(variant, 'optimal').split('/')));
