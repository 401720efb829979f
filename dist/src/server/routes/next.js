import { splitHistoryText } from "../../core/history.js";
import { HttpError } from "../errors.js";
import { answerNext } from "../next-answer.js";
import { TreeParams, treeErrors } from "../schemas/common.js";
import { NextBody, NextQuery, NextResponse } from "../schemas/next.js";
const response = { 200: NextResponse, ...treeErrors, 422: { $ref: 'Error' }, 503: { $ref: 'Error' } };
/** GET and POST .../next: the guess to play after a history. */
export const nextRoutes = async (app, { registry, live }) => {
    app.get('/v1/trees/:variant/:strategy/next', {
        schema: { summary: 'Next guess (history in the query)', tags: ['play'], params: TreeParams, querystring: NextQuery, response },
    }, async (request) => {
        const tree = registry.get(request.params.variant, request.params.strategy);
        const split = splitHistoryText(request.query.history ?? '');
        if (!split.ok)
            throw new HttpError(400, 'bad-history', split.error.message);
        return answerNext(tree, split.steps, live);
    });
    app.post('/v1/trees/:variant/:strategy/next', {
        schema: { summary: 'Next guess (history in the body)', tags: ['play'], params: TreeParams, body: NextBody, response },
    }, async (request) => {
        const tree = registry.get(request.params.variant, request.params.strategy);
        return answerNext(tree, request.body.history, live);
    });
};
//# sourceMappingURL=next.js.map