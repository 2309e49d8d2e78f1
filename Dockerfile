# Kontor's image: installed and built once, here; containers only run it.
#
#   docker build -t kontor .
#   docker run -e DATABASE_URL=postgres://… -e HOST=0.0.0.0 -p 8000:8000 kontor
#   docker run -e DATABASE_URL=postgres://… kontor node backend/dist/app/cli.js worker
#
# The commands below are the ones the tests run (test/compose.test.ts checks it):
# `npm run build` (scripts/build.mjs), `node backend/dist/app/server.js` (test/start.test.ts)
# and `node backend/dist/app/cli.js worker` (test/shared-database.test.ts, test/crash.test.ts).

FROM node:20-bookworm AS build
WORKDIR /app
# Dependencies first, so that a change to the sources reuses this layer. Install
# scripts are skipped: the image uses an external PostgreSQL, not the embedded one.
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY flow-engine/package.json flow-engine/package.json
COPY console/package.json console/package.json
COPY n8n-nodes/package.json n8n-nodes/package.json
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/flow-engine/package.json flow-engine/package.json
COPY --from=build /app/flow-engine/dist flow-engine/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/console/dist console/dist
# The data folder (the secrets' key, the first start's credentials) is the image user's; compose mounts a volume there.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8000
CMD ["node", "backend/dist/app/server.js"]
