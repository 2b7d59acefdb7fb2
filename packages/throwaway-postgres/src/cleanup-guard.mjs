// The one place a throwaway cluster is torn down: its postmaster stopped and its folder deleted. Started detached by
// throwaway-postgres.ts with an IPC channel. It is told the postmaster's pid, then either `stop` (a fast shutdown) or
// nothing: the channel closes when the owning process ends in any way (Ctrl-C, a crash, SIGKILL), and then it stops
// the cluster at once. Plain JavaScript, so it starts with bare `node` in a few milliseconds.
import { readFileSync, rmSync } from 'node:fs';

const dir = process.argv[2];
let postgresPid = 0;
let cleaning = false;

// A zombie (exited, not yet reaped by its parent or by init) counts as gone.
const zombie = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return false;
  }
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  return !zombie(pid);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopPostgres(signal) {
  if (!postgresPid || !alive(postgresPid)) return;
  process.kill(postgresPid, signal);
  // SIGINT: fast shutdown (closes connections, exits in well under a second); SIGQUIT: immediate; then no mercy.
  for (const [waitMs, next] of [
    [10_000, 'SIGQUIT'],
    [5_000, 'SIGKILL'],
  ]) {
    for (let waited = 0; waited < waitMs && alive(postgresPid); waited += 50) await sleep(50);
    if (!alive(postgresPid)) return;
    process.kill(postgresPid, next);
  }
}

async function cleanUp(signal) {
  if (cleaning) return;
  cleaning = true;
  try {
    await stopPostgres(signal);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
}

process.on('message', (message) => {
  if (message.postgresPid) postgresPid = message.postgresPid;
  if (message.stop) void cleanUp('SIGINT');
});
process.on('disconnect', () => void cleanUp('SIGQUIT'));
// Detached from the terminal's process group, so Ctrl-C reaches the owner, not this; a direct SIGTERM still cleans up.
process.on('SIGTERM', () => void cleanUp('SIGQUIT'));
process.on('SIGINT', () => void cleanUp('SIGQUIT'));
