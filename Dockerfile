# The gateway image: it serves /v1, /graphql and the built web app on one port. Three stages: the
# build (every dependency, the web app built), the production dependencies of the gateway alone,
# and a small runtime (Debian slim with Node 24) running as the unprivileged `node` user.
# `docker build -t zorgevaluatie .`; docker-compose.yml runs it (docs/deployment notes in README).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY web/package.json web/
# argon2 builds or fetches its native binding here, for this platform.
RUN npm ci --omit=dev --workspace gateway --include-workspace-root=false --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY package.json ./
COPY gateway/package.json gateway/
COPY gateway/src gateway/src
COPY schema schema
COPY --from=build /app/web/dist web/dist
# A named volume mounted at /data/uploads takes this ownership: the gateway may write there.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "gateway/src/main.ts"]
