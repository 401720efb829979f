// Compressed answers (brotli or gzip) for the clients that accept them.
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Compressed answers (br, gzip) for clients that accept them, from 1 KiB. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    // Answers are made per request: a fast brotli level (the tree files are compressed once, at the best).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
