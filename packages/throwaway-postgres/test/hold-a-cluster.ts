// Test fixture: a process that starts a throwaway cluster, prints where it is, and waits to be killed.
import { startThrowawayPostgres } from '../src/throwaway-postgres';

const cluster = await startThrowawayPostgres();
console.log(JSON.stringify({ dir: cluster.dir, url: cluster.url }));
setInterval(() => {}, 60_000);
