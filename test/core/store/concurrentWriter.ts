/**
 * Child-process writer for the concurrency test: writes `count` entries with
 * fixed titles into the repository given on the command line, through the
 * real writeNewEntry (so the `<K>/lock` and exclusive create are exercised).
 */
import { Repo } from '../../../server/src/core/repo';
import { writeNewEntry } from '../../../server/src/core/store/write';

export async function main(): Promise<void> {
  const [root, countText, kind] = process.argv.slice(-3);
  const repo = await Repo.open(root);
  const ids: string[] = [];
  for (let i = 0; i < Number(countText); i++) {
    const r = await writeNewEntry(repo, { kind, title: `Shared title ${i % 5}`, body: `Written by ${process.pid}, step ${i}.\n`.repeat(40) });
    ids.push(r.id);
  }
  process.stdout.write(JSON.stringify(ids));
}
