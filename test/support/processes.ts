import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What a process tree listens on, read from Linux's /proc: the runtime tests hold the local
// runtime to loopback and follow its children.

/** The runtime's own process id and its stand-ins' (the runtime keeps this file in its data folder). */
export interface RuntimeState {
  pid: number;
  standIns: { dynamodb: number; cognito: number };
}
export const runtimeState = (dataDir: string) =>
  JSON.parse(readFileSync(`${dataDir}/runtime.json`, 'utf8')) as RuntimeState;

const stat = (pid: number) => {
  try {
    // the command name is in parentheses and may hold spaces: the fields after it are fixed
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
};

/** Whether the process runs (a zombie, dead but not yet reaped by whoever inherited it, does not). */
export const alive = (pid: number) => {
  const s = stat(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
};

/** The process and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(name)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** /proc/net/tcp's address form: IPv4 as one little-endian word, IPv6 as four. */
function address(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) =>
    (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)),
  );
  if (bytes.length === 4) return bytes.join('.');
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255;
  if (mapped) return `::ffff:${bytes.slice(12).join('.')}`;
  if (bytes.slice(0, 15).every((b) => b === 0)) return `::${bytes[15]!.toString(16)}`;
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

export const isLoopback = (a: string) => a.startsWith('127.') || a === '::1' || a.startsWith('::ffff:127.');

/** Every TCP socket in LISTEN state that one of these processes holds open. */
export function listeningSockets(pids: number[]): { pid: number; address: string; port: number }[] {
  const listening = new Map<string, { address: string; port: number }>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] !== '0A') continue; // LISTEN
      const [hex, port] = f[1]!.split(':');
      listening.set(f[9]!, { address: address(hex!), port: parseInt(port!, 16) });
    }
  }
  const found = [];
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone meanwhile
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const socket = inode && listening.get(inode);
      if (socket) found.push({ pid, ...socket });
    }
  }
  return found;
}
