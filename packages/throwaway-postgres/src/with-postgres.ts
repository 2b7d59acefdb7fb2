// `with-postgres -- <command> [args…]`: runs the command with TEST_DATABASE_URL pointing at a PostgreSQL: the one
// already in TEST_DATABASE_URL, or a throwaway cluster started here and removed when the command ends, fails or is
// interrupted. `with-postgres --check` only says, in a moment, whether a PostgreSQL can be had on this machine.
import { spawn } from 'node:child_process';
import { postgresNativeDir } from './postgres-install';
import { postgresForThisProcess } from './postgres-for-this-process';
import { serverUser } from './server-user';

const args = process.argv.slice(2);

if (args[0] === '--check') {
  try {
    if (process.env.TEST_DATABASE_URL) console.log('PostgreSQL: TEST_DATABASE_URL');
    else {
      const nativeDir = await postgresNativeDir();
      serverUser();
      console.log(`PostgreSQL: a throwaway cluster from ${nativeDir}`);
    }
  } catch (error) {
    console.error(`PostgreSQL: ${(error as Error).message}`);
    process.exit(1);
  }
  process.exit(0);
}

const command = args[0] === '--' ? args.slice(1) : args;
if (command.length === 0) {
  console.error('usage: with-postgres [--check] -- <command> [args…]');
  process.exit(2);
}

const postgres = await postgresForThisProcess();
console.log(
  postgres.throwaway
    ? `PostgreSQL: throwaway cluster at ${postgres.url} (ready in ${postgres.startMs} ms)`
    : 'PostgreSQL: the server at TEST_DATABASE_URL',
);

const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: postgres.url },
});
// Ctrl-C reaches the command too (same process group); a signal sent to this process alone is passed on. Either way
// the cluster is stopped only once the command, and so every connection to it, has ended.
let interruptedBy: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interruptedBy = signal;
    child.kill(signal);
  });
}
const exitCode = await new Promise<number>((resolve) => {
  child.once('error', (error) => {
    console.error(error.message);
    resolve(127);
  });
  child.once('exit', (code) => resolve(code ?? 1));
});
await postgres.stop();
if (interruptedBy) {
  // Die of the same signal, so a calling shell stops too instead of going on to its next command.
  process.removeAllListeners(interruptedBy);
  process.kill(process.pid, interruptedBy);
}
process.exit(exitCode);
