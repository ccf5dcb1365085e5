// Writes of one kind that arrive together share one statement, and so one commit (group commit; decision
// 013, issue 10). On this machine a short write's time is its round trip, its statement's start-up and its
// commit, not its rows: fifty students finishing a practice at once were fifty of each. Here a write that
// finds fewer than MAX_RUNNING groups being written goes at once, alone; the writes that arrive meanwhile
// wait and the next statement writes up to MAX_GROUP of them. `writeAll` must write every item as it would
// alone, in one statement (all or nothing), and answer each item in its place. When a group fails, nothing
// of it was written, and each of its items is written again alone, so one write's refusal is its own.

/** Groups being written at once; more writes wait for the next. */
const MAX_RUNNING = 2;
/** Writes in one group at most. */
const MAX_GROUP = 32;

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

export function createGroupWriter<I, O>(writeAll: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = 0;

  async function writeAlone(write: Waiting<I, O>): Promise<void> {
    try {
      write.resolve((await writeAll([write.item]))[0]!);
    } catch (error) {
      write.reject(error);
    }
  }

  async function writeGroup(group: Waiting<I, O>[]): Promise<void> {
    if (group.length === 1) return writeAlone(group[0]!);
    let results: O[];
    try {
      results = await writeAll(group.map((write) => write.item));
    } catch {
      await Promise.all(group.map(writeAlone));
      return;
    }
    group.forEach((write, i) => write.resolve(results[i]!));
  }

  function next(): void {
    while (running < MAX_RUNNING && waiting.length > 0) {
      running++;
      void writeGroup(waiting.splice(0, MAX_GROUP)).finally(() => {
        running--;
        next();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      next();
    });
}
