// DATA_DIR and the backups folder hold leads' contact details, password hashes, session tokens in the
// database's write-ahead log, and the auth secret: no other account on the machine may read them.
import fs from "node:fs";
import path from "node:path";

const GROUP_AND_OTHER = 0o077;

/**
 * From here on, whatever this process creates is its account's only, whatever mode the code creating
 * it asks for (the outbox, uploads, the database's new files). The server and every command call it first.
 */
export function createFilesPrivately(): void {
  process.umask(GROUP_AND_OTHER);
}

/**
 * Takes the group's and others' permissions off `root` and everything under it, leaving the owner's as
 * they are. Returns how many of the files and folders it changed were open to other accounts (a folder
 * they could not enter hides what is inside it). Links are not followed, and ownership never changes: a
 * subtree that another account owns (a database engine running as its own user) stays its own; where
 * this process may not change it, it is left for that account to keep private. `rootMayKeep` names
 * permissions `root` itself keeps: its group's execute bit, when that group is the engine's account,
 * which passes through to its own folders and sees nothing else (ADR 017).
 */
export function restrictToOwner(root: string, rootMayKeep = 0): number {
  let exposed = 0;
  const visit = (entry: string, reachable: boolean) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    // Another account's folders are its own to keep private (the engine's keep themselves so); root
    // walking into them could be led elsewhere by a link that account swaps in between two steps.
    if (!stat || stat.isSymbolicLink() || (stat.uid !== process.getuid?.() && entry !== root)) return;
    const closed = GROUP_AND_OTHER & ~(entry === root ? rootMayKeep : 0);
    if (stat.mode & closed) {
      try {
        fs.chmodSync(entry, stat.mode & 0o7777 & ~closed);
        if (reachable) exposed++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
      }
    }
    if (!stat.isDirectory()) return;
    const enterable = reachable && (stat.mode & 0o011) !== 0;
    for (const name of fs.readdirSync(entry)) visit(path.join(entry, name), enterable);
  };
  visit(root, true);
  return exposed;
}
