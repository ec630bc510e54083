# The site server in a container (docs/deploying.md, 3c). Build stage: everything, then only the
# production dependencies are kept. Run stage: package.json, those node_modules, the compiled
# servers (build/node) and the built site (web/dist); Node alone runs it, no tsx.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The workspace packages' manifests (packages/*, docs/decisions/205): npm ci needs them to match the lock.
COPY packages/art/package.json packages/art/
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_API_BASE_URL VITE_FASTSPRING_STOREFRONT VITE_ANATOMY_PATH VITE_PAYPAL_CLIENT_ID SITE_URL \
  VITE_OPERATOR_NAME VITE_OPERATOR_NAME_CN VITE_OPERATOR_ADDRESS VITE_OPERATOR_ADDRESS_CN VITE_GOVERNING_LAW \
  VITE_GOVERNING_LAW_CN VITE_DATA_LOCATION VITE_DATA_LOCATION_CN VITE_PRIVACY_CONTACT VITE_CONTACT_PHONE \
  VITE_CN_REPRESENTATIVE VITE_CN_REPRESENTATIVE_CONTACT VITE_PAYPAL_COMPANY VITE_RETENTION_LOG_DAYS \
  VITE_RETENTION_CONSENT_YEARS VITE_RETENTION_ORDER_YEARS VITE_ICP_FILING VITE_PSB_FILING
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/node ./build/node
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 4173
CMD ["node", "build/node/serve.js"]
