# syntax=docker/dockerfile:1
# The app (BFF) alone, on Node 24 LTS: it talks to GRAPHQL_URL and needs SESSION_SECRET
# (docs/decisions/030-production-safety.md). The reference API has an image of its own
# (server/Dockerfile); compose.yaml runs both as the demo (docs/decisions/033-images-and-compose.md).
# Layers follow how often they change: packages (the lockfile), then the sources.

FROM node:24-bookworm-slim AS build-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
# The root workspace only: the reference API's packages (SQLite, PDF, GraphQL server) stay out.
RUN npm install --workspaces=false --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The root package as if it had no workspace, at the lockfile's versions: otherwise the lockfile's
# marks, made for the whole tree, keep what only the API runs (tsx, also an optional peer of Vite).
# Optional packages and install scripts serve building here (TypeScript as a peer, Sentry's CLI
# binary for uploading source maps): not needed to run.
RUN npm pkg delete workspaces && npm install --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

FROM build-deps AS build
COPY tsconfig.json vite.config.ts ./
COPY public public
COPY locales locales
COPY shared shared
COPY app app
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
RUN mkdir -p -m 0700 /data && chown node:node /data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json instrument.server.mjs ./
COPY app/lib/sentry-options.js ./app/lib/
COPY scripts/*.mjs ./scripts/
COPY content ./content
COPY --from=build /app/build ./build
USER node
# The file session store, and in the demo (DEMO_API_URL) the app's own SESSION_SECRET.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
