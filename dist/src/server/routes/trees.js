import { TreeParams, treeErrors } from "../schemas/common.js";
import { FileHeaders, TreeHeaderResponse } from "../schemas/trees.js";
// The URL is not content-addressed (a rebuild changes the bytes), so caches keep the file a day
// and then revalidate cheaply with the ETag.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 says for it). */
export function matchesEtag(header, etag) {
    if (header === undefined)
        return false;
    if (header.trim() === '*')
        return true;
    return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
/** The tree header route and the file download. Files are served from memory, never from a path. */
export const treeRoutes = async (app, { registry }) => {
    app.get('/v1/trees/:variant/:strategy', {
        schema: { summary: "A tree file's header", tags: ['trees'], params: TreeParams, response: { 200: TreeHeaderResponse, ...treeErrors } },
    }, async (request) => {
        const tree = registry.get(request.params.variant, request.params.strategy);
        const { format, version, variant, strategy, stats } = tree.header;
        return { file: tree.file, format, version, variant, strategy, stats, bytes: tree.body.length, sha256: tree.sha256 };
    });
    app.get('/v1/trees/:variant/:strategy/file', {
        schema: {
            summary: 'The tree file (msgpack)', tags: ['trees'], params: TreeParams, headers: FileHeaders,
            response: { 200: { description: 'The file bytes, application/vnd.msgpack.', type: 'string', format: 'binary' }, 304: { description: 'Not modified.', type: 'null' }, ...treeErrors },
        },
    }, async (request, reply) => {
        const tree = registry.get(request.params.variant, request.params.strategy);
        reply.header('ETag', tree.etag).header('Cache-Control', CACHE_CONTROL);
        if (matchesEtag(request.headers['if-none-match'], tree.etag))
            return reply.code(304).send();
        return reply
            .header('Content-Type', 'application/vnd.msgpack')
            .header('Content-Disposition', `attachment; filename="${tree.file}"`)
            .send(tree.body);
    });
};
//# sourceMappingURL=trees.js.map