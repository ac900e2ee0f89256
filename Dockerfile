# The app image: one Node process serving the API and the built SPA.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -p backend/tsconfig.app.json && npx tsc-alias -p backend/tsconfig.app.json \
  && npx vite build --config frontend/vite.config.mts

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# The receipt fonts (Sarabun TTFs with their OFL licence), read at run time.
COPY backend/assets ./backend/assets
# `npm start` and `npm run cli` (projections, admin bootstrap, restore) run from the same image.
COPY scripts ./scripts
# Runs as the image's unprivileged `node` user; /app/data (outbox, local files) is its volume.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/health answers 200 only when Postgres and Redis answer (503 otherwise).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/backend/backend/src/main.js"]
