/**
 * The friendly CLI commands (SPEC §13). Each one only translates its flags
 * into ONE registry call and formats the result; there is no second code path
 * beside the tools. Options use node:util parseArgs (strict: unknown flags are
 * errors). This file holds the command table (COMMANDS) and the knowledge,
 * store and graph commands; what a command is and the shared flag readers:
 * cli/commandSpec.ts; the code-graph commands: cli/codeCommands.ts.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { didYouMean, nearestNames } from '../core/suggest';
import { defined } from '../core/hints';
import { LANGUAGES } from '../core/graph/languages';
import { WHY_AMBIGUOUS, WHY_NOTHING_FOUND } from '../core/why';
import { captureNoteLines } from '../core/capture';
import { bodyTooLong, readBodyFile, readStdinBody, stdinTooLong } from './bodyInput';
import { type CommandSpec, UsageError, PATH_FROM, int, json, list, noPositionals, onePositional, text } from './commandSpec';
import { CODE_COMMANDS } from './codeCommands';

/** The actions of `kontext graph`. */
const GRAPH_ACTIONS = ['index', 'status'];

/**
 * `kontext graph [index | status]` → the tool's arguments (status when none).
 * Anything else is named in the error with the valid actions (newcomer 8
 * #21: `graph bogus` said only the usage): `unknown action "bogus"; the
 * actions are index and status`, with a near one when there is one.
 */
export function graphAction(pos: string[]): { action: string } {
  const usage = 'usage: kontext graph [index | status]';
  if (pos.length > 1) throw new UsageError(`one action at most, got ${pos.length}: ${pos.map((p) => JSON.stringify(p)).join(' ')}; ${usage}`);
  const action = pos[0] ?? 'status';
  if (!GRAPH_ACTIONS.includes(action)) {
    const near = nearestNames(action, GRAPH_ACTIONS);
    throw new UsageError(`unknown action ${JSON.stringify(action)}${near.length ? ` (${didYouMean(near)})` : ''}; the actions are index (build or update the graph now) and status (what it holds); ${usage}`);
  }
  return { action };
}

export const COMMANDS: CommandSpec[] = [
  {
    name: 'brief',
    usage: 'brief [-f <path|word>]… [--budget N] [--format text|json|claude-hook] [--no-adapters]',
    summary: 'the team context brief (start a task with it)',
    optionHelp: [
      ['-f, --focus <x>', `paths (${PATH_FROM}) or topic words to rank first (repeatable, comma-separated)`],
      ['--budget <N>', 'approximate size in tokens (config brief.budget_tokens, 1400)'],
      ['--format <f>', 'text (default), json ({"brief":…}) or claude-hook (SessionStart hook output)'],
      ['--no-adapters', 'leave out adapter sections'],
    ],
    options: { focus: { type: 'string', short: 'f', multiple: true }, budget: { type: 'string' }, format: { type: 'string' }, 'no-adapters': { type: 'boolean' } },
    tool: 'ctx_brief',
    fields: { focus: '-f/--focus', budget_tokens: '--budget', adapters: '--no-adapters' },
    toArgs: (v, pos) => {
      noPositionals(pos, `focus paths and words go after -f (kontext brief -f ${pos[0]})`);
      if (v.format !== undefined && !['text', 'json', 'claude-hook'].includes(String(v.format))) throw new UsageError(`--format must be text, json or claude-hook, got ${JSON.stringify(v.format)}`);
      return defined({ focus: list(v.focus), budget_tokens: int('--budget', v.budget), adapters: v['no-adapters'] ? false : undefined });
    },
    format: (r, v) => {
      if (v.format === 'json') return { stdout: json({ brief: r.text }), code: 0 };
      if (v.format === 'claude-hook') return { stdout: json({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: r.text } }), code: 0 };
      return text(r);
    },
  },
  {
    name: 'search',
    usage: 'search <query…> [-k kind]… [-s source]… [-n N] [--json]',
    summary: 'search knowledge, docs and commit history (BM25)',
    optionHelp: [
      ['-k, --kind <k>', 'decision, convention, learning, incident, architecture, doc, commit (repeatable)'],
      ['-s, --source <s>', 'local and/or adapter names (repeatable; default all)'],
      ['-n, --limit <N>', 'maximum hits, 1–50 (10)'],
      ['--json', 'print {"hits":[…],"notes":[…]}; notes also go to stderr'],
    ],
    options: { kind: { type: 'string', short: 'k', multiple: true }, source: { type: 'string', short: 's', multiple: true }, limit: { type: 'string', short: 'n' }, json: { type: 'boolean' } },
    tool: 'ctx_search',
    fields: { query: '', kinds: '-k/--kind', sources: '-s/--source', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      if (!pos.join('').trim()) throw new UsageError('give a query, e.g. kontext search "order total"');
      // The CLI budget is larger than an agent's (SPEC §6.6: CLI 4000).
      return defined({ query: pos.join(' '), kinds: list(v.kind), sources: list(v.source), limit: int('-n/--limit', v.limit) ?? 10, budget_tokens: 4000 });
    },
    format: (r, v) => {
      const s = (r.structured ?? { hits: [], notes: [] }) as { hits: unknown[]; notes: string[] };
      // SPEC §6.3: an unknown kind or source is ignored with a note, which the text puts after the hits; a
      // person is also warned on stderr, ahead of them, that the filter was not applied (newcomer 19 #3).
      if (!v.json) {
        const unapplied = (s.notes ?? []).filter((n) => n.endsWith('so it does not filter'));
        return { ...text(r), stderr: unapplied.length ? unapplied.map((n) => `kontext: search: ${n}`).join('\n') + '\n' : undefined };
      }
      return { stdout: json({ hits: s.hits, notes: s.notes }), stderr: s.notes?.length ? s.notes.map((n) => `kontext: note: ${n}`).join('\n') + '\n' : undefined, code: 0 };
    },
  },
  {
    name: 'read',
    usage: 'read <uri|path|path:a-b|id> [-l 0|1|2]',
    summary: 'read a kx:/file:/git:/inbox: URI, a path (path:a-b for its lines a to b), or an entry id as brief and log show it',
    optionHelp: [['-l, --level <n>', '0 one line, 1 overview, 2 full (2)']],
    options: { level: { type: 'string', short: 'l' } },
    tool: 'ctx_read',
    fields: { uri: '', level: '-l/--level' },
    toArgs: (v, pos) => {
      const uri = onePositional(pos, 'give one URI, path or entry id, e.g. kontext read docs/setup.md, kontext read kx:0007 or kontext read 2026-01-02-prices');
      return { uri, level: int('-l/--level', v.level) ?? 2 };
    },
  },
  {
    name: 'why',
    usage: 'why <path|path:line|path:a-b|sha|symbol> [-p path] [-n N]',
    summary: 'why code is the way it is: knowledge, blame and history',
    optionHelp: [
      ['-p, --path <p>', `with a symbol: the file (or path:line) of the definition meant, when several share the name (${PATH_FROM})`],
      ['-n, --limit <N>', 'items per section, 3–40 (12)'],
    ],
    options: { path: { type: 'string', short: 'p' }, limit: { type: 'string', short: 'n' } },
    tool: 'ctx_why',
    fields: { target: '', path: '-p/--path', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      const target = onePositional(pos, 'give one target, e.g. kontext why src/order.ts:42 (quote a topic of several words)');
      return defined({ target, path: v.path as string | undefined, limit: int('-n/--limit', v.limit) });
    },
    exit: '0 with an answer; 1 when path:line is past the end of the file (the answer is printed), when a symbol names several definitions (they are printed, as callers does), when nothing matched the target (not a path, revision or symbol, and nothing mentions it) or on an error',
    // core/whyPath.ts writes "(line N is past the end of <path>)" under the Lines heading; core/why.ts "Nothing found for …" and "N definitions of …".
    format: (r) => ({ ...text(r), code: /^\(line \d+ is past the end of /m.test(r.text) || WHY_NOTHING_FOUND.test(r.text) || WHY_AMBIGUOUS.test(r.text) ? 1 : 0 }),
  },
  {
    name: 'log',
    usage: 'log [-k kind] [--all] [-n N] [--json]',
    summary: 'the decision log (or another kind), newest first',
    optionHelp: [
      ['-k, --kind <k>', 'kind to list (decision)'],
      ['--all', 'include superseded, deprecated and rejected'],
      ['-n, --limit <N>', 'rows, 1–500 (50)'],
      ['--json', 'print the rows as JSON'],
    ],
    options: { kind: { type: 'string', short: 'k' }, all: { type: 'boolean' }, limit: { type: 'string', short: 'n' }, json: { type: 'boolean' } },
    tool: 'ctx_log',
    fields: { kind: '-k/--kind', all: '--all', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      noPositionals(pos, `the kind goes after -k (kontext log -k ${pos[0]})`);
      return defined({ kind: v.kind, all: v.all ? true : undefined, limit: int('-n/--limit', v.limit) ?? 50 });
    },
    format: (r, v) => (v.json ? { stdout: json((r.structured as { rows?: unknown[] } | undefined)?.rows ?? []), code: 0 } : text(r)),
  },
  {
    name: 'capture',
    usage: 'capture -k <kind> -t <title> [-b <body|-> | --file <p|->] [--summary s] [-p a,b] [--tags a,b] [--supersedes id] [--status s] [--private] [--promote]',
    summary: 'record a decision, convention, learning, incident or architecture note (into the inbox)',
    optionHelp: [
      ['-k, --kind <k>', 'decision, convention, learning, incident, architecture or a kind your config adds (aliases accepted) — required'],
      ['-t, --title <t>', 'short statement, at most 140 characters — required'],
      ['-b, --body <md|->', 'Markdown body; - reads it from stdin (or --file <path|->, or --summary alone)'],
      ['--summary <s>', 'one line'],
      ['-p, --paths <a,b>', `paths or globs it governs (${PATH_FROM}; a glob's leading folders too)`],
      ['--tags <a,b>', 'tags'],
      ['--supersedes <ids>', 'ids of entries it replaces'],
      ['--status <s>', 'status (decisions default to accepted)'],
      ['--private', 'keep it in this clone only (never promoted)'],
      ['--promote', 'write it into the store now instead of the inbox (no -p: the staged code files become its paths)'],
    ],
    options: {
      kind: { type: 'string', short: 'k' },
      title: { type: 'string', short: 't' },
      body: { type: 'string', short: 'b' },
      file: { type: 'string' },
      summary: { type: 'string' },
      paths: { type: 'string', short: 'p', multiple: true },
      tags: { type: 'string', multiple: true },
      supersedes: { type: 'string', multiple: true },
      status: { type: 'string' },
      private: { type: 'boolean' },
      promote: { type: 'boolean' },
    },
    tool: 'ctx_capture',
    fields: { kind: '-k/--kind', title: '-t/--title', body: '-b/--body', summary: '--summary', paths: '-p/--paths', tags: '--tags', supersedes: '--supersedes', status: '--status', visibility: '--private', promote: '--promote' },
    toArgs: async (v, pos, env) => {
      if (pos.length) throw new UsageError(`unexpected argument ${JSON.stringify(pos[0])}; the title goes after -t`);
      if (!v.kind) throw new UsageError(`-k/--kind is required; ${env ? await env.kindChoices() : 'use one of decision, convention, learning, incident, architecture'}`);
      if (!v.title) throw new UsageError('-t/--title is required');
      // stdin is read only when asked for (`-b -`, `--file -`): an editor task or CI step
      // that keeps stdin open without writing to it must not hang the capture.
      if (v.body !== undefined && v.file !== undefined) throw new UsageError('give the body once: -b/--body or --file, not both');
      let body: string | undefined;
      const fromStdin = v.body === '-' || v.file === '-';
      const source = v.body === '-' ? '-b -' : v.file !== undefined ? `--file ${String(v.file)}` : '-b/--body';
      if (fromStdin) {
        const read = await readStdinBody();
        if ('over' in read) throw new UsageError(stdinTooLong(source, read));
        body = read.text;
      } else if (v.body !== undefined) body = String(v.body);
      else if (v.file !== undefined) {
        try {
          body = readBodyFile(String(v.file), env?.dir ?? process.cwd());
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
      }
      if ((body === undefined || body.trim() === '') && v.summary !== undefined) body = String(v.summary);
      if (body === undefined || body.trim() === '') {
        const given = v.body === '-' || v.file === '-' ? 'stdin was empty; ' : body !== undefined ? 'the body is empty; ' : '';
        throw new UsageError(`${given}give the body with -b <markdown>, -b - (read it from stdin), --file <path> or --summary alone`);
      }
      const args = defined({
        kind: v.kind,
        title: v.title,
        body,
        summary: v.summary,
        paths: list(v.paths),
        tags: list(v.tags),
        supersedes: list(v.supersedes),
        status: v.status,
        visibility: v.private ? 'private' : undefined,
        promote: v.promote ? true : undefined,
      });
      // Too long to send: said here with the size and what to do (the registry would only count characters).
      const tooLong = bodyTooLong(source, body, JSON.stringify({ ...args, body: '' }).length, fromStdin);
      if (tooLong) throw new UsageError(tooLong);
      return args;
    },
    rescue: (v, args) => {
      if ((v.body !== '-' && v.file !== '-') || typeof args.body !== 'string' || !args.body.trim()) return undefined;
      const file = path.join(os.tmpdir(), `kontext-capture-${process.pid}-${Date.now()}.md`);
      try {
        fs.writeFileSync(file, args.body);
      } catch {
        return undefined;
      }
      return `the body read from stdin is kept in ${file}; fix the above and rerun with --file ${file}`;
    },
    format: (r) => {
      const s = r.structured as { uri?: string; path?: string; promoted?: boolean; notes?: string[] } | undefined;
      if (!s) return text(r);
      const head = s.promoted && s.path ? `wrote ${s.path} (staged)` : `captured ${s.uri}`;
      return { stdout: [head, ...captureNoteLines(s.notes ?? [])].join('\n') + '\n', code: 0 };
    },
  },
  {
    name: 'graph',
    usage: 'graph [index | status] [--all] [--json]',
    summary: 'show what the code graph holds (status, the default), or build or update it now (index: files unchanged since are not parsed again)',
    optionHelp: [
      ['--all', 'name every file with syntax errors, over the size limit or skipped, by rule or for its language (not the first 5 of each)'],
      ['--json', 'print the status as JSON (files per language, skipped counts, errorFiles, tooLargeFiles, skippedPaths: the places the skip rules left out, otherLanguageFiles: the files in languages the graph does not read; every one)'],
    ],
    options: { all: { type: 'boolean' }, json: { type: 'boolean' } },
    tool: 'kontext_graph',
    fields: { action: '', all: '--all' },
    notes: () => [
      'actions:',
      '  index   list, hash and update every file now (unchanged contents come from the cache)',
      '  status  what the graph holds, without indexing (the default)',
      '',
      `languages read: ${LANGUAGES.map((l) => l.id).join(', ')}`,
    ],
    toArgs: (v, pos) => ({ ...graphAction(pos), ...(v.all ? { all: true } : {}) }),
    format: (r, v) => {
      // status answers with an unreadable config (index fails); a person is warned on stderr too, as --json prints no sentence.
      const bad = (r.structured as { configError?: string } | undefined)?.configError;
      const stderr = bad ? `kontext: graph: warning: the [graph] settings are not applied: ${bad}\n` : undefined;
      return { ...(v.json && r.structured ? { stdout: json(r.structured), code: 0 } : text(r)), stderr };
    },
  },
  ...CODE_COMMANDS,
  {
    name: 'inbox',
    usage: 'inbox [list | show <id> | drop <id…>]',
    summary: "this clone's inbox of captured, not yet promoted knowledge",
    optionHelp: [],
    options: {},
    tool: 'ctx_inbox',
    fields: { action: '', ids: '' },
    toArgs: (_v, pos) => {
      const action = pos[0] ?? 'list';
      if (!['list', 'show', 'drop'].includes(action)) {
        const mean = didYouMean(nearestNames(action, ['list', 'show', 'drop', 'promote']));
        throw new UsageError(`unknown action ${JSON.stringify(action)}${mean ? ` (${mean})` : ''}; use list, show <id> or drop <id…> (promote: kontext promote <id…>)`);
      }
      const ids = pos.slice(1);
      if (action !== 'list' && !ids.length) throw new UsageError(`${action} needs an id`);
      return defined({ action, ids: ids.length ? ids : undefined });
    },
  },
  {
    name: 'promote',
    usage: 'promote <id…> [--no-stage] [--share]',
    summary: 'write inbox entries into the store (and stage them); one captured without paths gets the staged code files as its paths',
    optionHelp: [
      ['--no-stage', 'write the files but do not git add them'],
      ['--share', 'promote private notes too (e.g. ones captured before the store existed)'],
    ],
    options: { 'no-stage': { type: 'boolean' }, share: { type: 'boolean' } },
    tool: 'kontext_promote',
    fields: { ids: '', stage: '--no-stage', share: '--share' },
    toArgs: (v, pos) => {
      if (!pos.length) throw new UsageError('give the inbox id(s) to promote (kontext inbox lists them)');
      return { ids: pos, stage: !v['no-stage'], ...(v.share ? { share: true } : {}) };
    },
  },
  {
    name: 'prepare-commit',
    usage: 'prepare-commit [--promote id]… [--drop id]…',
    summary: 'check the staged change against knowledge; promote/drop inbox entries',
    optionHelp: [
      ['--promote <id>', 'inbox id to write into the store and stage (repeatable)'],
      ['--drop <id>', 'inbox id to discard (repeatable)'],
    ],
    options: { promote: { type: 'string', multiple: true }, drop: { type: 'string', multiple: true } },
    tool: 'ctx_prepare_commit',
    fields: { promote: '--promote', drop: '--drop' },
    exit: '1 when a check is an error (the report is printed either way), or on an error; else 0',
    toArgs: (v, pos) => {
      noPositionals(pos, 'inbox ids go after --promote or --drop');
      return defined({ promote: list(v.promote), drop: list(v.drop) });
    },
    // Like `check` (SPEC §2.8: exit 1 if E>0), so a script or agent can stop on it; the report is printed either way.
    format: (r) => {
      const checks = (r.structured as { checks?: { level: string }[] } | undefined)?.checks ?? [];
      return { ...text(r), code: checks.some((c) => c.level === 'error') ? 1 : 0 };
    },
  },
  {
    name: 'check',
    usage: 'check [--staged]',
    summary: 'validate knowledge files and scan for secrets (exit 1 on errors)',
    optionHelp: [['--staged', 'check the staged blobs (as the pre-commit hook does)']],
    options: { staged: { type: 'boolean' } },
    tool: 'kontext_check',
    fields: { staged: '--staged' },
    exit: '1 when there are errors (the report is printed either way); else 0',
    toArgs: (v, pos) => {
      noPositionals(pos, 'check takes no paths: it checks every knowledge file (--staged: the staged ones)');
      return { staged: !!v.staged };
    },
    format: (r) => {
      const errors = (r.structured as { errors?: number } | undefined)?.errors ?? 0;
      return { ...text(r), code: errors > 0 ? 1 : 0 };
    },
  },
  {
    name: 'status',
    usage: 'status',
    summary: 'repository identity, config layers, store, index, inbox, hooks',
    optionHelp: [['--write-commit-graph', "write git's changed-path commit-graph (faster blame and path history)"]],
    options: { 'write-commit-graph': { type: 'boolean' } },
    tool: 'kontext_status',
    fields: { write_commit_graph: '--write-commit-graph' },
    toArgs: (v, pos) => {
      noPositionals(pos);
      return { write_commit_graph: !!v['write-commit-graph'] };
    },
  },
  {
    name: 'reindex',
    usage: 'reindex',
    summary: 'rebuild the search index (prints the document count)',
    optionHelp: [],
    options: {},
    tool: 'kontext_reindex',
    fields: {},
    toArgs: (_v, pos) => {
      noPositionals(pos);
      return {};
    },
  },
];
