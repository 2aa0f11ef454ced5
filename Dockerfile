# The gateway's image (serving the shell and, by default, the remotes). In docker-compose.yml each remote has a
# static image of its own instead (deploy/static.Dockerfile). Built from the repository.

# Build: every dependency, the whole build, then the development packages removed.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf e2e examples bench .ci mf-*/src mf-*/node_modules schema/src gateway/src \
 && npm cache clean --force

# Run: production dependencies and built output only, as the unprivileged `node` user.
FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/dist/main.js"]
