// The processes a benchmark starts, read from /proc (Linux only): a process tree, CPU time and memory.
import fs from "node:fs";

export interface ProcessStat {
  ppid: number;
  /** utime + stime, in clock ticks. */
  own: number;
  /** cutime + cstime: children that have ended and been waited for. */
  reaped: number;
}

export function stat(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after its last ")" start at field 3.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) };
}

/** `rootPid` and every process under it. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const ppid = stat(pid)?.ppid;
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Proportional set size in MB; 0 for a process that has ended. */
export function pssMb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resident set size in MB (pages shared with other processes counted in full); 0 for a process that has ended. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
