/**
 * Repository identity (SPEC §3): a stable name for "this repository" that is
 * the same in every clone and worktree — `github.com/acme/shop` — used in the
 * brief header, `status`, and for the per-repository config layer
 * `<cfg>/repos/<slug>.toml` (SPEC §4 layer 3; config.ts asks identityForPaths).
 *
 * From `origin` (else the first remote in config order): scheme
 * (https/http/ssh/git/git+ssh/file), `user@`, trailing `/` and `.git` removed;
 * scp-style `host:path` → `host/path` (a numeric port is dropped); lowercased;
 * empty and `..` segments dropped. No remote → `local/<main dir>-<first 8 of
 * shortHash(common dir)>`. slug = id with `/` → `-`; name = last segment.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { childEnv } from './git';
import type { Repo, RepoPaths } from './repo';
import { shortHash } from './text';

export interface RepoIdentity {
  /** `github.com/acme/shop` or `local/shop-1a2b3c4d`. */
  id: string;
  /** id with `/` → `-` (file name of the layer-3 config). */
  slug: string;
  /** Last segment of id. */
  name: string;
  /** Remote the id comes from (`origin`, …), or null for a local identity. */
  remote: string | null;
  /** That remote's URL as configured, or null. */
  url: string | null;
}

/**
 * Normalises a remote URL to an identity per SPEC §3, or null when nothing is
 * left (an empty URL). Accepts URLs with a scheme, scp-style `user@host:path`
 * and plain paths.
 */
export function normalizeRemoteUrl(url: string): string | null {
  let u = url.trim().replace(/\\/g, '/');
  const scheme = /^(https?|ssh|git|git\+ssh|file):\/\//i.exec(u);
  if (scheme) {
    u = u.slice(scheme[0].length);
    const slash = u.indexOf('/');
    let host = slash < 0 ? u : u.slice(0, slash);
    const rest = slash < 0 ? '' : u.slice(slash);
    host = host.replace(/^[^@]*@/, '').replace(/:\d*$/, '');
    u = host + rest;
  } else {
    const scp = /^(?:[^@/]+@)?([^/:]+):(?!\/\/)(.*)$/.exec(u);
    if (scp && !/^[a-z]$/i.test(scp[1])) {
      // scp syntax has no port, but `host:22/path` is written by people: drop a numeric first segment.
      u = `${scp[1]}/${scp[2].replace(/^\d+\//, '')}`;
    }
  }
  for (;;) {
    const before = u;
    u = u.replace(/\/+$/, '').replace(/\.git$/i, '');
    if (u === before) break;
  }
  const segs = u
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '' && s !== '..' && s !== '.');
  return segs.length ? segs.join('/') : null;
}

function fromId(id: string, remote: string | null, url: string | null): RepoIdentity {
  const segs = id.split('/');
  return { id, slug: id.replace(/\//g, '-'), name: segs[segs.length - 1], remote, url };
}

/** Remotes with URLs, in config order, from `git config --get-regexp` output. */
function parseRemotes(out: string): { name: string; url: string }[] {
  const remotes: { name: string; url: string }[] = [];
  for (const line of out.split('\n')) {
    const m = /^remote\.(.+)\.url (.*)$/.exec(line.trim());
    if (m && !remotes.some((r) => r.name === m[1])) remotes.push({ name: m[1], url: m[2] });
  }
  return remotes;
}

function identityFrom(paths: RepoPaths, configOut: string): RepoIdentity {
  const remotes = parseRemotes(configOut);
  const chosen = remotes.find((r) => r.name === 'origin') ?? remotes[0];
  const id = chosen ? normalizeRemoteUrl(chosen.url) : null;
  if (chosen && id) return fromId(id, chosen.name, chosen.url);
  const common = paths.common.replace(/\\/g, '/');
  const base = path.basename(common);
  // The main worktree holds `.git`; a separate git dir is named after the repository.
  const mainDir = base === '.git' ? path.basename(path.dirname(common)) : base.replace(/\.git$/i, '');
  return fromId(`local/${mainDir}-${shortHash(common).slice(0, 8)}`, null, null);
}

const cache = new Map<string, { stamp: string; identity: RepoIdentity }>();

function configStamp(paths: RepoPaths): string {
  try {
    const st = fs.statSync(path.join(paths.common, 'config'));
    return `${st.mtimeMs}:${st.size}`;
  } catch {
    return '-';
  }
}

/**
 * Identity of the repository at `paths`, synchronous (the config loader needs
 * it for layer 3). Cached per common dir while `<common>/config` is unchanged.
 */
export function identityForPaths(paths: RepoPaths): RepoIdentity {
  const stamp = configStamp(paths);
  const hit = cache.get(paths.common);
  if (hit && hit.stamp === stamp) return hit.identity;
  let out = '';
  try {
    out = execFileSync('git', ['config', '--get-regexp', '^remote\\..*\\.url$'], {
      cwd: paths.root,
      env: childEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    out = ''; // exit 1 = no remote configured
  }
  const identity = identityFrom(paths, out);
  cache.set(paths.common, { stamp, identity });
  return identity;
}

/** Repository identity of `repo` (SPEC §3). Never fails: no remote gives a `local/…` id. */
export async function repoIdentity(repo: Repo): Promise<RepoIdentity> {
  return identityForPaths(repo.paths);
}

/**
 * `owner/name` of a real remote URL, as written (case kept, `.git` and
 * trailing `/` dropped), or null when `url` is not one: https/http/ssh/git/
 * git+ssh URLs with a host and a path, and scp-like `[user@]host:owner/name`
 * (a one-letter host is a Windows drive). `file://` URLs and plain paths are
 * local clones, whose path says nothing about the project (`/work/main`,
 * `/tmp/bench/vuejs-core`). Longer paths (GitLab subgroups) are kept whole.
 */
export function remoteRepoPath(url: string | null): string | null {
  if (!url) return null;
  const u = url.trim();
  let rest: string | null = null;
  const scheme = /^(?:https?|ssh|git|git\+ssh):\/\/([^/]+)(\/.*)?$/i.exec(u);
  if (scheme) rest = scheme[2] ?? null;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(u)) {
    const scp = /^(?:[^@/:]+@)?([^/:]+):(?!\/\/)(.+)$/.exec(u);
    if (scp && !/^[a-z]$/i.test(scp[1])) rest = scp[2].replace(/^\d+\//, '');
  }
  if (rest === null) return null;
  const segs = rest.replace(/\\/g, '/').split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  if (segs.length) segs[segs.length - 1] = segs[segs.length - 1].replace(/\.git$/i, '');
  const path = segs.filter(Boolean).join('/');
  return path || null;
}

/**
 * How the brief's header names the repository (SPEC §6.10 item 1): `id` =
 * `owner/name` of a real remote (remoteRepoPath), else the work tree's folder
 * name; `name` = its last segment (the title when `project.name` is unset).
 */
export function briefRepoName(identity: RepoIdentity, root: string): { id: string; name: string } {
  const remote = remoteRepoPath(identity.url);
  if (remote) return { id: remote, name: remote.slice(remote.lastIndexOf('/') + 1) };
  const folder = path.basename(root) || identity.name;
  return { id: folder, name: folder };
}
