import { loadMementoTables } from "../memento/tables-file.js";
import { mementoRoutes } from "../memento/route.js";
import { mementoPagePlugin } from "../memento/page.js";
import { webPlugin } from "./web.js";
/**
 * Route plugins of the other parts of the product, registered by server.ts after the API: the
 * Memento solver (with its precomputed tables from data/ when they load; without them every
 * board is solved live, which is as correct and only microseconds slower) and the web page.
 */
export async function extraPlugins(dataDir, warn) {
    const tables = await loadMementoTables(dataDir).catch((err) => {
        warn(`Memento tables not loaded (${err.message}); boards will be solved live`);
        return undefined;
    });
    return [{ plugin: mementoRoutes, options: { tables } }, { plugin: mementoPagePlugin }, { plugin: webPlugin, options: { mementoServed: true } }];
}
//# sourceMappingURL=plugins.js.map