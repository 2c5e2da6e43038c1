// A cluster worker for server/cluster.test.ts: answers with its pid and slot on a shared port, or
// exits at once with the code in TEST_WORKER_EXIT (a worker that cannot start). Node runs it as
// it is (cluster.setupPrimary's exec), so no syntax beyond erasable types.
import { createServer } from 'node:http';

const exitCode = process.env.TEST_WORKER_EXIT;
if (exitCode) process.exit(Number(exitCode));

const server = createServer((_request, response) =>
  response.end(JSON.stringify({ pid: process.pid, slot: process.env.SHOP_WORKER_SLOT })),
);
server.listen(Number(process.env.TEST_WORKER_PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
