/**
 * Server instructions sent with `initialize` (SPEC §11; wording ours). They
 * differ with and without a store, and both name submodules that keep their
 * own knowledge. Computed from the file system only (no git process, no
 * config parsing beyond what Repo already cached) so `initialize` stays fast.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** What the instructions depend on. */
export interface InstructionFacts {
  /** null when the server runs outside a git repository. */
  root: string | null;
  setUp: boolean;
  storeDir: string;
  /** Submodule paths (repo-relative) that have their own store. */
  knowledgeSubmodules: string[];
}

/**
 * Submodule paths listed in `<root>/.gitmodules` whose work tree has a store
 * directory (`storeDir`, default `.ai`). Reads files only; a missing or odd
 * `.gitmodules` gives [].
 */
export function submodulesWithKnowledge(root: string, storeDir = '.ai'): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, '.gitmodules'), 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)) {
    const sub = m[1].replace(/\\/g, '/').replace(/\/$/, '');
    try {
      if (fs.statSync(path.join(root, sub, storeDir)).isDirectory()) out.push(sub);
    } catch {
      // not checked out or no store: nothing to point at
    }
  }
  return out;
}

/** The instructions text for `initialize`. */
export function instructionsFor(f: InstructionFacts): string {
  const lines: string[] = [];
  if (!f.root) {
    lines.push(
      'kontext serves a git repository\'s reviewed team knowledge (decisions, conventions, learnings), its history and "why" answers.',
      'This server was started outside a git repository, so its tools answer with an error; start it inside a repository (or pass -C <dir> / KONTEXT_DIR).',
    );
    return lines.join('\n');
  }
  if (f.setUp) {
    lines.push(
      `This repository keeps reviewed team knowledge in ${f.storeDir}/ (decisions, conventions, learnings, incidents, module docs), served by kontext.`,
      '- Start each task with ctx_brief, passing the files or topics you will work on as focus.',
      '- For detail use ctx_search (knowledge, docs, commit history), ctx_read (kx:/file:/git:/inbox: URIs at level 0, 1 or 2) and ctx_why (path, path:line, commit or symbol) before changing code you do not know.',
      '- When you learn or decide something durable (a decision, convention, pitfall, incident), record it briefly with ctx_capture, with the paths it governs; it lands in the local inbox for review.',
      '- Before committing, run ctx_prepare_commit: it checks the change against recorded knowledge and promotes inbox entries into the commit.',
      '- Knowledge is superseded, never rewritten: to change a decision, capture a new one with supersedes=[<old id>].',
    );
  } else {
    lines.push(
      'kontext serves this git repository\'s knowledge, but the repository is not set up: it has no team knowledge store yet.',
      '- ctx_brief, ctx_search, ctx_read, ctx_why and ctx_log still answer from the repository\'s docs, existing ADR folders, commit history and private notes.',
      '- ctx_capture keeps private notes only (visibility private). Team knowledge needs a store: ask the user before setting one up (create .ai/kontext.toml).',
    );
  }
  if (f.knowledgeSubmodules.length) {
    lines.push(`- These submodules keep their own knowledge: ${f.knowledgeSubmodules.map((s) => s + '/').join(', ')}; work on their files is governed by their store.`);
  }
  return lines.join('\n');
}
