/**
 * `/console/`: the automation console, a single-page app built by Vite from
 * `console/` (the `@kontor/console` workspace) into `console/dist/` (`npm run build`). Kontor
 * only serves its files; the page talks to the public API like any client.
 *
 * Hashed assets are cached for a year; every other path under /console/ is a
 * page of the app and gets index.html, never cached, so a new build shows.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from 'koa-compress';
import send from 'koa-send';
export const CONSOLE_DIR = fileURLToPath(new URL('../../../../console/dist/', import.meta.url));
// The app needs nothing from elsewhere: no CDN, no inline script. xyflow positions nodes with inline styles.
const SECURITY_HEADERS = {
    'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
};
export function consoleRoutes(router, root = CONSOLE_DIR) {
    // The script is about 450 KB and 140 KB gzipped; the API's own answers are small and left as they are.
    const compressed = compress({ threshold: 1024 });
    // The address the start banner prints leads somewhere.
    router.get('/', (ctx) => {
        ctx.redirect('/console/');
    });
    router.get('/console/assets/:file', compressed, async (ctx) => {
        ctx.set(SECURITY_HEADERS);
        await sendFile(ctx, root, `assets/${ctx.params.file}`, { immutable: true, maxage: 365 * 24 * 3600 * 1000 });
    });
    router.get('/console{/*page}', compressed, async (ctx) => {
        // The router ignores a trailing slash; the app's relative asset paths do not.
        if (ctx.path === '/console') {
            ctx.status = 301;
            ctx.redirect('/console/');
            return;
        }
        ctx.set(SECURITY_HEADERS);
        const page = ctx.params.page ?? '';
        // Files at the build's top level (the icon); anything else is a route of the app.
        if (/^[\w-]+\.(svg|png|ico|txt)$/.test(page)) {
            await sendFile(ctx, root, page, { maxage: 24 * 3600 * 1000 });
            return;
        }
        if (!existsSync(`${root}index.html`)) {
            ctx.status = 503;
            ctx.type = 'text/plain; charset=utf-8';
            ctx.body = 'The console is not built: run `npm run build` (npm start does it).\n';
            return;
        }
        ctx.set('Cache-Control', 'no-cache');
        await sendFile(ctx, root, 'index.html');
    });
}
async function sendFile(ctx, root, file, options = {}) {
    try {
        await send(ctx, file, { root, ...options });
    }
    catch (error) {
        // koa-send's 404 names the file on disk; the caller only needs to know there is none.
        if (error.status !== 404)
            throw error;
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'Not found\n';
    }
}
//# sourceMappingURL=routes.js.map