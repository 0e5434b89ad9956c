# syntax=docker/dockerfile:1
# Node 24 LTS (maintained to April 2028; Node 20 reached its end of life in April 2026). The code also runs and is
# tested on Node 20.19+, the development machines' version (docs/decisions/015-node-version.md).
# Build stage: install everything, build the app, then keep only production dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: the build, production node_modules, migrations and demo content; nothing else.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data TZ=Africa/Kigali
WORKDIR /app
COPY --from=build /app/package.json /app/.npmrc ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/public ./public
COPY --from=build /app/scripts ./scripts
# `npm run backup` / `npm run restore` read the archive code the server uses (plain .mjs, no build step).
COPY --from=build /app/app/platform/backups ./app/platform/backups
COPY --from=build /app/app/content/demo/images ./app/content/demo/images
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "serve"]
