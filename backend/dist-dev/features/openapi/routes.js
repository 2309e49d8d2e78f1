/**
 * `/api/openapi.json` and `/api/docs/`, a reference page rendered by
 * swagger-ui from node_modules (no CDN). Public, like any API's documentation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { openApiDocument } from './document.js';
const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
    'favicon-32x32.png': 'image/png',
};
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kontor API reference</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
  <link rel="icon" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
  <div id="docs"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;
// Kept out of the page itself so that a strict Content-Security-Policy can forbid inline scripts.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, persistAuthorization: false });`;
// Scripts, styles and fonts only from here (swagger-ui needs no inline code; the console test checks for violations).
const DOCS_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export function openApiRoutes(router, routes, version) {
    let document;
    const assetCache = new Map();
    router.get('/api/openapi.json', (ctx) => {
        document ??= JSON.stringify(openApiDocument(routes, { version }));
        ctx.type = 'application/json';
        ctx.body = document;
    });
    router.get('/api/docs/', (ctx) => {
        ctx.set('Content-Security-Policy', DOCS_CSP);
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = DOCS_PAGE;
    });
    router.get('/api/docs/init.js', (ctx) => {
        ctx.type = 'text/javascript; charset=utf-8';
        ctx.body = INIT_SCRIPT;
    });
    router.get('/api/docs/assets/:file', async (ctx) => {
        const file = ctx.params.file;
        const type = ASSETS[file];
        if (!type)
            return;
        let content = assetCache.get(file);
        if (!content) {
            content = await readFile(path.join(swaggerUiDir, file));
            assetCache.set(file, content);
        }
        ctx.type = type;
        ctx.set('Cache-Control', 'public, max-age=86400');
        ctx.body = content;
    });
}
//# sourceMappingURL=routes.js.map