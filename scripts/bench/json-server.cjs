// json-server 0.17 serving a db file, for the same-run comparison in scripts/bench.ts.
const jsonServer = require('json-server');

const [file, port] = process.argv.slice(2);
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.bodyParser);
server.use(jsonServer.router(file));
const listener = server.listen(Number(port), '127.0.0.1', () =>
  console.log(`json-server on ${listener.address().port}`),
);
