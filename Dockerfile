# syntax=docker/dockerfile:1
# Curio: build with dev dependencies, run with production ones only, as the unprivileged node user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched; build it against this
# image's own Node headers (/usr/local/include/node) instead of downloading them.
ENV npm_config_nodedir=/usr/local
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# One process per container (WEB_CONCURRENCY=1): replicas scale here, each given its share of CPU; a Node
# host without containers runs one worker per core instead. MALLOC_ARENA_MAX as in node-options.env, set here
# because glibc reads it as the process starts (the env file reaches only forked workers).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_CONCURRENCY=1 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json /app/node-options.env ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/data ./data
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# No curl in the image: Node itself asks /healthz.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node directly (not npm), so SIGTERM reaches the server and it drains; its V8 heap flags come from
# node-options.env, as with npm start (`-e NODE_OPTIONS=...` replaces them).
CMD ["node", "--env-file=node-options.env", "build/server.js"]
