// Helpers for the resilience tests: find the process that listens on a port (the Firestore emulator's Java
// process) from /proc, so a test can pause it (SIGSTOP) and resume it (SIGCONT) like a database that stalls.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Inodes of sockets listening on `port` (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; field 9 is the inode.
      if (fields.length > 9 && fields[1]!.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The id of the process listening on `port`, or null when none of this user's processes does. */
export function pidListeningOn(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (match && inodes.has(match[1]!)) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** Milliseconds `work` took, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Retries `check` every `intervalMs` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
