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
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/backend/backend/src/main.js"]
