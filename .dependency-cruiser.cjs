/**
 * The house's import rules, checked by `npm run lint` (scripts/check-imports.mjs,
 * which also refuses import cycles between backend folders). Floors, top to bottom:
 *   app.ts, worker.ts, server.ts, cli.ts     composition roots (the route table, the task table)
 *   <feature>/                               routes → service → store
 *   outbound/, events/, resource/, http/     shared machinery that knows no feature
 *   platform/, db/, queue/, lib/, config.ts  the ground floor
 */
const FEATURES =
  '(api-keys|auth|clients|console|employees|event-catalogue|flows|health|invoices|logs|openapi|organizations|smart|tasks|time-entries|webhooks|mcp|dunning)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood (or initialised) one at a time.',
      from: { path: '^backend/src' },
      to: { circular: true },
    },
    {
      name: 'routes-use-services',
      severity: 'error',
      comment: 'Routes adapt HTTP and call a service; SQL stays behind the service.',
      from: { path: '^backend/src/.+/routes\\.ts$' },
      to: { path: '/store\\.ts$' },
    },
    {
      name: 'platform-stands-alone',
      severity: 'error',
      comment: 'Errors, principal and clock are used by everyone and use no one.',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/platform/' },
    },
    {
      name: 'ground-floor-knows-no-feature',
      severity: 'error',
      comment: 'Infrastructure serves every feature, so it may not depend on one.',
      from: { path: '^backend/src/(db|queue|lib|audit|events|http|outbound|resource)/' },
      to: { path: `^backend/src/${FEATURES}/` },
    },
    {
      name: 'ground-floor-knows-no-root',
      severity: 'error',
      comment: 'Only composition roots know the app and the worker.',
      from: { path: '^backend/src/(?!bench/|test-support/)[^/]+/' },
      to: { path: '^backend/src/(app|worker|server|cli|bootstrap)\\.ts$' },
    },
    {
      name: 'migrations-are-frozen',
      severity: 'error',
      comment: 'A migration must do tomorrow what it did when it was written: no application code.',
      from: { path: '^backend/src/db/migrations/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/db/migrations/' },
    },
    {
      name: 'engine-knows-no-backend',
      severity: 'error',
      comment: 'The flow engine is a library without a database or HTTP.',
      from: { path: '^flow-engine/' },
      to: { path: '^(backend/|node_modules/(koa|knex|pg|@koa)/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
  },
};
