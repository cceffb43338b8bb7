# The site in a container: the build's standalone server (next.config.ts `output`) with the public files and the
# built assets beside it, as Next's documentation lays out. `tests/e2e/plain-next.spec.ts` runs the same assembly
# (tests/e2e/servers.ts) against every address of the sitemap. README, Deployment, says how to build and run it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Settings read at build time (src/env.ts): written into the prerendered pages.
ARG PUBLIC_SITE_URL
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SALES_EMAIL
ARG ANDROID_APP_URL
ARG IOS_APP_URL
RUN node node_modules/next/dist/bin/next build

FROM node:20-bookworm-slim
WORKDIR /app
# Docker sets HOSTNAME to the container's id, which Next's server would listen on: every address instead.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
# The server writes its image cache under .next and the embedded database under DATA_DIR: both belong to `node`.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "server.js"]
