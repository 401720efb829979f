// GET /v1/manifest: every tree file of data/ the server serves, for mirrors and CDNs.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { NoQuery, StatsSchema } from '../../api/common.ts';

const ManifestResponse = Type.Object({
  dataVersion: Type.String({ description: "Changes whenever any file of data/ does (a digest of every file's sha256)." }),
  trees: Type.Array(
    Type.Object({
      variant: Type.String(),
      strategy: Type.String(),
      stats: StatsSchema,
      bytes: Type.Integer(),
      sha256: Type.String(),
      url: Type.String({ description: 'Where the file is served.' }),
    }),
  ),
});

/** GET /v1/manifest: every file of data/ served, for mirrors and CDNs (trees built on demand are not in it). */
export const manifestRoutes: FastifyPluginAsync = async (app) => {
  const { registry } = app.codebreaker;
  // Made from the files' listing, once per version of the registry (a file that fails its check on first use leaves it).
  let cached: { readonly version: number; readonly answer: Static<typeof ManifestResponse> } | undefined;
  app.get(
    '/v1/manifest',
    {
      schema: {
        summary: 'Every tree file served, with checksums',
        tags: ['trees'],
        querystring: NoQuery,
        response: { 200: ManifestResponse, 503: Type.Ref('Error') },
      },
    },
    async () => {
      registry.assertLoaded();
      if (cached?.version !== registry.version) {
        const trees = registry.variants().flatMap(([, served]) =>
          served.map((t) => ({
            variant: t.variant,
            strategy: t.strategy,
            stats: t.stats,
            bytes: t.bytes,
            sha256: t.sha256,
            url: `/v1/trees/${t.variant}/${t.strategy}/file`,
          })),
        );
        const digest = createHash('sha256');
        for (const t of [...trees].sort((a, b) => a.sha256.localeCompare(b.sha256))) digest.update(t.sha256);
        cached = { version: registry.version, answer: { dataVersion: digest.digest('hex').slice(0, 16), trees } };
      }
      return cached.answer;
    },
  );
};
