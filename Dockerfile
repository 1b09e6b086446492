# syntax=docker/dockerfile:1
# Multi-stage image on Node 24 LTS. Runs the BFF against GRAPHQL_URL, or, without it, in demo mode
# with the reference API and its SQLite database under /data.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 API_PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/content ./content
COPY --from=build /app/app/lib/sentry-options.js ./app/lib/sentry-options.js
COPY --from=build /app/instrument.server.mjs ./
RUN mkdir -p -m 0700 /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# scripts/start.mjs starts the reference API only when GRAPHQL_URL is unset.
CMD ["node", "scripts/start.mjs"]
