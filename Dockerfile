# syntax=docker/dockerfile:1
# Atende in one image: the web app and the compiled server, served on one port.
# Build: docker build -t atende .    Run with PostgreSQL: docker compose up (compose.yaml)

# ---- build: every dependency, then the same build `npm start` runs ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# manifests first: the dependency layer is reused until they change
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web
RUN npm run build -w apps/server

# ---- runtime: the server's production dependencies and the build output only ----
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# the embedded database, generated secrets and media live in DATA_DIR, owned by the app's user
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as the main process (not npm): it receives SIGTERM and shuts down cleanly
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
