// The bare stack `npm run bench:api` and `npm run bench:start` compare the API server with: Fastify and PGlite on a
// data folder (or a node-postgres pool on a PostgreSQL database), doing what the API server's three measured
// operations need at the least (the token by its hash, then the rows) and nothing else. Started as its own process:
// `node scripts/lib/bare-api-server.mjs <port> <data folder | postgres://…> <token>`. It prints `ready` once it
// listens. On an empty database it makes the few tables it reads; given the API server's own (`<DATA_DIR>/pglite`,
// the token among its API tokens) it changes nothing: `npm run bench:start` opens the very folder the API server
// opened.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';

const [port, database, token] = process.argv.slice(2);
const hashOf = (value) => createHash('sha256').update(value, 'utf8').digest('hex');

// Both answer `query(text, params)` with `{ rows }` and run several statements through `exec`.
const db = /^postgres(ql)?:/.test(database) ? postgresPool(database) : new PGlite(database);

function postgresPool(url) {
  const pool = new pg.Pool({ connectionString: url });
  return {
    query: (text, params) => pool.query(text, params),
    exec: (text) => pool.query(text),
    close: () => pool.end(),
  };
}
// The API server's own database holds these tables already (with more columns): it is only read, never changed.
const ownTables = await db.query(`select to_regclass('api_tokens') is not null as "present"`);
if (!ownTables.rows[0].present) {
  const organizationId = randomUUID();
  await db.exec(`
    create table organizations (id uuid primary key, name text not null);
    create table api_tokens (
      id uuid primary key, organization_id uuid not null references organizations(id), token_hash text not null unique
    );
    create table projects (
      id uuid primary key, organization_id uuid not null references organizations(id), name text not null,
      description text not null default '', created_at timestamptz not null, updated_at timestamptz not null
    );
    create unique index projects_org_name on projects (organization_id, lower(name));
  `);
  await db.query('insert into organizations (id, name) values ($1, $2)', [organizationId, 'Bench']);
  await db.query('insert into api_tokens (id, organization_id, token_hash) values ($1, $2, $3)', [
    randomUUID(),
    organizationId,
    hashOf(token),
  ]);
}
const holder = await db.query('select organization_id from api_tokens where token_hash = $1', [
  hashOf(token),
]);
if (holder.rows.length === 0) throw new Error('The database holds api_tokens but not the token given.');
const organizationId = holder.rows[0].organization_id;

const app = Fastify();

app.addHook('onRequest', async (request, reply) => {
  const value = /^Token (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const { rows } = value
    ? await db.query('select organization_id from api_tokens where token_hash = $1', [hashOf(value)])
    : { rows: [] };
  if (rows.length === 0)
    return reply.code(401).send({ status: 401, error: 'Unauthorized', message: 'token' });
  request.organizationId = rows[0].organization_id;
});

const toProject = (row) => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  name: row.name,
  description: row.description,
  organization: { id: row.organization_id },
});

app.get('/api/organization', async () => ({ results: [{ id: organizationId, name: 'Bench' }] }));

app.get('/api/project/:id', async (request, reply) => {
  const { rows } = await db.query('select * from projects where id = $1 and organization_id = $2', [
    request.params.id,
    request.organizationId,
  ]);
  if (rows.length === 0) return reply.code(404).send({ status: 404, error: 'Not Found', message: 'project' });
  return toProject(rows[0]);
});

app.get('/api/organization/:id/project', async (request) => {
  const { rows } = await db.query(
    'select * from projects where organization_id = $1 order by lower(name), id limit 100',
    [request.params.id],
  );
  return { results: rows.map(toProject) };
});

app.post('/api/organization/:id/project', async (request) => {
  const now = new Date();
  const { rows } = await db.query(
    `insert into projects (id, organization_id, name, description, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning *`,
    [randomUUID(), request.params.id, request.body.name, request.body.description ?? '', now],
  );
  return toProject(rows[0]);
});

await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
