/** A real repository whose knowledge and history hold secrets (newcomer findings on redaction). */
import { makeRepo, type TestRepo } from './gitRepo';

export const AWS = 'AKIAIOSFODNN7EXAMPLE';
export const GHP = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

/** A store whose learning holds a key and a token, and a commit whose message holds the token. */
export function secretRepo(name: string): TestRepo {
  const repo = makeRepo(name);
  repo.commit('set up', {
    '.ai/kontext.toml': '[project]\nname = "shop"\n',
    'src/cart.ts': 'export const total = 1;\n',
    '.ai/learnings/2026-09-28-dual-keys.md':
      `---\nid: 2026-09-28-dual-keys\nkind: learning\ntitle: Keys in CI\ndate: 2026-09-28\npaths: [src/cart.ts]\n---\n\nAWS key ${AWS} and ${GHP}\n`,
  });
  repo.commit(`ci: set token ${GHP}`, { 'a.txt': 'a\n' });
  return repo;
}
