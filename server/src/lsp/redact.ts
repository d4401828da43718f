/**
 * Secret redaction of what the language server shows (SPEC §9.2, the
 * architecture invariant "no raw secret leaves the server"): hover Markdown,
 * code lens titles and the entry titles a lens opens, diagnostics messages,
 * call-hierarchy names and signatures, the entry a command locates. Tool
 * answers are redacted at Registry.call (tools/registry.ts redactResult);
 * these texts are built outside the registry, so each feature passes the
 * texts it shows through `redactShown` — the same rules, with the
 * repository's `secrets.allow` honoured. Only texts for people are
 * redacted: ids, paths, URIs and request data stay as they are, since the
 * editor uses them to find things.
 */
import type { Repo } from '../core/repo';
import { allowPatterns, redactSecrets } from '../core/secrets';

const allowCache = new WeakMap<Repo, { key: string; allow: RegExp[] }>();

/** The repository's `secrets.allow` patterns (compiled once per list); none when its config cannot be read. */
export function allowFor(repo: Repo | null): RegExp[] {
  if (!repo) return [];
  try {
    const list = repo.config().secrets?.allow ?? [];
    const key = list.join('\n');
    const hit = allowCache.get(repo);
    if (hit && hit.key === key) return hit.allow;
    const allow = allowPatterns(list);
    allowCache.set(repo, { key, allow });
    return allow;
  } catch {
    return [];
  }
}

/** `text` with secret values replaced (`[redacted:<rule>]`), as a tool answer would show it. */
export function redactShown(repo: Repo | null, text: string): string;
export function redactShown(repo: Repo | null, text: string | undefined): string | undefined;
export function redactShown(repo: Repo | null, text: string | undefined): string | undefined {
  if (text === undefined || text === '') return text;
  return redactSecrets(text, allowFor(repo)).text;
}
