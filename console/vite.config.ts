import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into console/dist/ and served by Kontor at /console/ (backend/src/features/console/routes.ts).
// `npx vite --config console/vite.config.ts` serves it with live reload, forwarding /api to npm start's port.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1000,
    // `npm install` builds the console on the user's machine: on a busy one Rolldown's timing report ("[PLUGIN_TIMINGS]
    // JavaScript callbacks ran for 574ms...", a new user's trial) printed a bundler-profiling hint to people who only
    // install Kontor. It says nothing about Kontor; a build that fails still says why.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
});
