/**
 * A separate process for the concurrency tests: runs captures or promotions
 * with the real engine code against a repository, starting at an agreed time
 * so two workers really overlap. Job (JSON in KONTEXT_TEST_JOB):
 *   {root, startAt, op: 'capture', count, title, kind}
 *   {root, startAt, op: 'promote', ids}
 * Prints one JSON line: {ok: string[], failed: string[]}.
 */
import { Repo } from '../../server/src/core/repo';
import { capture } from '../../server/src/core/capture';
import { promoteCandidates } from '../../server/src/core/promote';

interface Job {
  root: string;
  startAt: number;
  op: 'capture' | 'promote';
  count?: number;
  title?: string;
  kind?: string;
  ids?: string[];
}

async function main(): Promise<void> {
  const job = JSON.parse(process.env.KONTEXT_TEST_JOB ?? '{}') as Job;
  const repo = await Repo.open(job.root);
  await new Promise((r) => setTimeout(r, Math.max(0, job.startAt - Date.now())));
  const ok: string[] = [];
  const failed: string[] = [];
  if (job.op === 'capture') {
    for (let i = 0; i < (job.count ?? 0); i++) {
      const res = await capture(repo, { kind: job.kind ?? 'learning', title: job.title ?? 't', body: `body ${process.pid} ${i}` }, 'cli');
      ok.push(res.id);
    }
  } else {
    for (const id of job.ids ?? []) {
      try {
        const [p] = await promoteCandidates(repo, [id], { stage: true });
        ok.push(`${p.from}=>${p.path}`);
      } catch (e) {
        failed.push(`${id}: ${(e as Error).message}`);
      }
    }
  }
  process.stdout.write(JSON.stringify({ ok, failed }) + '\n');
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e) + '\n');
  process.exit(1);
});
