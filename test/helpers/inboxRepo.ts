/**
 * Repositories for the inbox/capture/promote tests: real temp git repos, set
 * up for kontext (a committed `.ai/kontext.toml`) or not, with a fixed
 * `user.name` so captured authors are deterministic.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from './gitRepo';
import { Repo } from '../../server/src/core/repo';

/** A repository with one commit; `setUp` adds `.ai/kontext.toml` (the store exists). */
export function makeKontextRepo(opts: { setUp?: boolean; files?: Record<string, string> } = {}): TestRepo {
  const r = makeRepo('inbox');
  r.git('config', 'user.name', 'Ada Tester');
  r.git('config', 'user.email', 'ada@example.com');
  const files: Record<string, string> = { 'README.md': '# Demo\n', ...(opts.files ?? {}) };
  if (opts.setUp !== false) files['.ai/kontext.toml'] = '[project]\nname = "demo"\n';
  r.commit('initial', files, '2026-01-05T10:00:00Z');
  return r;
}

/** Opens the engine's Repo for a test repository (or one of its worktrees). */
export function openRepo(root: string): Promise<Repo> {
  return Repo.open(root);
}

/** `<K>/inbox` of a test repository. */
export function inboxPath(r: TestRepo): string {
  return path.join(r.root, '.git', 'kontext', 'inbox');
}

/** Names of the files in a folder (empty when it does not exist), sorted. */
export function ls(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** A front-matter store entry as kontext 0.1 writes it. */
export function entryText(fields: Record<string, string>, body: string): string {
  const fm = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `---\n${fm}\n---\n\n${body}\n`;
}
