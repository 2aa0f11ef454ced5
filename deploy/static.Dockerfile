# The remotes' static images: each microfrontend's built files in nginx, one target per remote, so a remote's team
# builds and deploys theirs alone:
#   docker build -f deploy/static.Dockerfile --target mf-billing -t gap-mf-billing:1.4.0 .
#   docker run -e SHELL_ORIGIN=https://gap.example.com -p 8080:80 gap-mf-billing:1.4.0
# Port 80 inside, plain http: put it behind the proxy (docker-compose.yml) or a CDN that terminates TLS. The nginx
# configuration is the shared one (deploy/nginx/static/, deploy/nginx/snippets/remote-static.conf; the production
# smoke test serves the remotes with these same files): hashed chunks cached for a year (immutable),
# mf-manifest.json and the other entries revalidated, gzip, and CORS for SHELL_ORIGIN only.

# Build: every dependency, the shared schema, then only the remote a target needs (BuildKit runs only the stages
# the chosen target depends on).
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w schema

FROM deps AS build-mf-assessment
RUN npm run build -w mf-assessment

FROM deps AS build-mf-billing
RUN npm run build -w mf-billing

FROM deps AS build-mf-knowledge
RUN npm run build -w mf-knowledge

# Serve: nginx with the shared configuration. At start the image's entrypoint writes conf.d/cors-origin.conf from
# the template with SHELL_ORIGIN (and nothing else: nginx's own $variables stay as they are).
FROM nginx:1.27.5-alpine AS static
RUN rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY deploy/nginx/static/default.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/static/cors-origin.conf.template /etc/nginx/templates/cors-origin.conf.template
ENV NGINX_ENVSUBST_FILTER=^SHELL_ORIGIN$
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["wget", "-qO", "/dev/null", "http://127.0.0.1/mf-manifest.json"]

FROM static AS mf-assessment
COPY --from=build-mf-assessment /app/mf-assessment/dist/ /usr/share/nginx/html/

FROM static AS mf-billing
COPY --from=build-mf-billing /app/mf-billing/dist/ /usr/share/nginx/html/

FROM static AS mf-knowledge
COPY --from=build-mf-knowledge /app/mf-knowledge/dist/ /usr/share/nginx/html/
