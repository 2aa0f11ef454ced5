# The gateway's image (serving the shell and, by default, the remotes). In docker-compose.yml each remote has a
# static image of its own instead (deploy/static.Dockerfile). Built from the repository.

# Build: every dependency, then the whole build (the microfrontends become static files in mf-*/dist).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# Runtime packages: the gateway's production dependencies and nothing else, from the same lockfile. The
# microfrontends' packages (antd, React, Apollo Client, rsbuild/rspack, TypeScript) are devDependencies of their
# workspaces: the browser gets them bundled into mf-*/dist, so the image has no use for them. npm needs every
# workspace's package.json to read the lockfile; only the gateway's tree (with the schema workspace it imports,
# linked) is installed. `node scripts/image-size.mjs` runs these same lines without Docker and prints the size.
FROM node:24.21.0-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY mf-shell/package.json mf-shell/
COPY mf-assessment/package.json mf-assessment/
COPY mf-billing/package.json mf-billing/
COPY mf-knowledge/package.json mf-knowledge/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @gap/gateway --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force

# Run: the gateway's runtime packages and built output only, as the unprivileged `node` user.
FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=runtime-deps --chown=root:root /app /app
COPY --from=build --chown=root:root /app/schema/dist /app/schema/dist
COPY --from=build --chown=root:root /app/gateway/dist /app/gateway/dist
COPY --from=build --chown=root:root /app/mf-shell/dist /app/mf-shell/dist
COPY --from=build --chown=root:root /app/mf-assessment/dist /app/mf-assessment/dist
COPY --from=build --chown=root:root /app/mf-billing/dist /app/mf-billing/dist
COPY --from=build --chown=root:root /app/mf-knowledge/dist /app/mf-knowledge/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/dist/main.js"]
