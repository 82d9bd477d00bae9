# The app in a container: `npm install`, `npm start` (which builds on first start
# when the sources changed), the data directory as a volume. docs/deploy.md.
# Not run on the development machine (it has no Docker): see docs/deploy.md.
FROM node:20-bookworm-slim
# pg_dump / pg_restore for `npm run backup` / `npm run restore` with DATABASE_URL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install
COPY . .
RUN npx tsx server/start.ts --build-only
ENV DATA_DIR=/data BACKUP_DIR=/data/backups PORT=3000
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
