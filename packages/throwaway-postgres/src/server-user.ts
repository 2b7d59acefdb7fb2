import { readFileSync } from 'node:fs';

export interface ServerUser {
  uid: number;
  gid: number;
}

/**
 * Who runs initdb and postgres: this process's own user, or, for root (PostgreSQL refuses to run as root), `nobody`
 * (THROWAWAY_POSTGRES_USER to choose another). Undefined means "as this process". Read from /etc/passwd, so no
 * user is created and no system tool is needed.
 */
export function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const name = process.env.THROWAWAY_POSTGRES_USER || 'nobody';
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === name);
  if (!entry) {
    throw new Error(
      `running as root, PostgreSQL needs another user to run as, and "${name}" is not in /etc/passwd: ` +
        'set THROWAWAY_POSTGRES_USER to an existing user, or TEST_DATABASE_URL',
    );
  }
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}
