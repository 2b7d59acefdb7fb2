// `tsx nodes-proxy.ts <port> <node url>…`: the round-robin proxy of nodes-harness.ts in a process of its own.
import { startProxy } from './nodes-harness';

const [port, ...urls] = process.argv.slice(2);
startProxy(
  urls.map((url) => ({ url })),
  Number(port),
);
process.on('SIGTERM', () => process.exit(0));
