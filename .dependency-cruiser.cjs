/**
 * The house's import rules, checked by `npm run lint` (scripts/check-imports.mjs,
 * which also refuses import cycles between backend folders). Floors, top to bottom,
 * each a path prefix under backend/src:
 *   app/        composition roots (the route table, the task table) and config
 *   features/   one folder per feature: routes → service → store
 *   platform/   db, http, queue, outbound, audit, events, …: knows no feature
 *   dev/        benchmarks, fuzzing, test support, evaluation sets: never shipped
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood (or initialised) one at a time.',
      from: { path: '^backend/src/' },
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
      name: 'platform-knows-no-feature',
      severity: 'error',
      comment: 'The platform serves every feature, so it may not depend on one, nor on the composition roots.',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/(features|app)/' },
    },
    {
      name: 'features-know-no-root',
      severity: 'error',
      comment: 'Only composition roots know the app and the worker; a feature gets what it needs handed in.',
      from: { path: '^backend/src/features/' },
      to: { path: '^backend/src/app/', pathNot: '^backend/src/app/(config|deps)\\.ts$' },
    },
    {
      name: 'nothing-shipped-needs-dev',
      severity: 'error',
      comment: 'dev/ is not compiled into dist: shipped code that imported it would not start.',
      from: { path: '^backend/src/(app|features|platform)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^backend/src/dev/' },
    },
    {
      name: 'migrations-are-frozen',
      severity: 'error',
      comment: 'A migration must do tomorrow what it did when it was written: no application code.',
      from: { path: '^backend/src/platform/db/migrations/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/platform/db/(migrations|functions)/' },
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
    exclude: { path: '(^|/)(dist|dist-dev|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
  },
};
