/**
 * Every conversion between the engine's plain data (repo-relative paths,
 * 1-based lines, records) and LSP types lives here (STYLE §4), so feature
 * handlers stay a few lines: convert in, call the core, convert out.
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DiagnosticSeverity,
  MarkupKind,
  type CallHierarchyItem,
  type CodeLens,
  type Diagnostic,
  type Hover,
  type Range,
  SymbolKind,
} from 'vscode-languageserver/node';
import type { EntryRef, LineWhy } from '../core/lineWhy';
import type { Repo } from '../core/repo';
import type { ToolResult } from '../tools/registry';
import { ShowKnowledgeCommand, type CallToolResult, type LensEntry } from '../protocol';

/** `file:` URI of a repo-relative path. */
export function fileUri(repo: Repo, rel: string): string {
  return pathToFileURL(path.join(repo.root, rel)).href;
}

/** The LSP range covering whole 1-based lines `line`…`endLine`. */
export function lineRange(line: number, endLine = line): Range {
  // Ends at the start of the next line: the whole lines, whatever their length.
  return { start: { line: Math.max(0, line - 1), character: 0 }, end: { line: Math.max(0, endLine), character: 0 } };
}

/** "3 days ago"-style age of ISO date `iso` relative to `now` (ms). */
export function relativeTime(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const steps: [number, string][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [30, 'day'],
    [12, 'month'],
    [Number.POSITIVE_INFINITY, 'year'],
  ];
  let v = s;
  for (const [size, unit] of steps) {
    if (v < size) return v <= 1 && unit === 'second' ? 'just now' : `${v} ${unit}${v === 1 ? '' : 's'} ago`;
    v = Math.floor(v / size);
  }
  return iso.slice(0, 10);
}

/** Escapes Markdown punctuation in text that comes from files and commits. */
export function md(s: string): string {
  return s.replace(/([\\`*_{}[\]()#+!|<>~])/g, '\\$1');
}

function entryLine(repo: Repo, e: EntryRef): string {
  const meta = [e.kind, e.status].filter(Boolean).join(' · ');
  const summary = e.summary && e.summary !== e.title ? ` — ${md(e.summary)}` : '';
  return `- [**${md(e.title)}**](${fileUri(repo, e.path)}) · ${meta}${summary}`;
}

/** The hover "why" (issue 4) as Markdown; null when there is nothing to say. */
export function toHover(why: LineWhy, repo: Repo, range: Range, now = Date.now()): Hover | null {
  const parts: string[] = [];
  if (why.state === 'unsaved') parts.push(`**Line ${why.line}** · unsaved change — not in any commit yet`);
  else if (why.state === 'uncommitted') parts.push(`**Line ${why.line}** · not committed yet`);
  else if (why.commit) {
    const c = why.commit;
    const renamed = c.previousPath ? ` (as \`${md(c.previousPath)}\`)` : '';
    parts.push(`**Line ${why.line}** · \`${c.short}\` ${md(c.author)}, ${relativeTime(c.date, now)}${renamed} — ${md(c.subject)}`);
    for (const e of c.linked) parts.push(`↳ ${e.kind} [**${md(e.title)}**](${fileUri(repo, e.path)})${e.summary && e.summary !== e.title ? ` — ${md(e.summary)}` : ''}`);
    for (const t of c.trailers.filter((t) => !c.linked.some((e) => e.id === t.value))) parts.push(`↳ ${md(t.key)}: \`${md(t.value)}\``);
  }
  if (why.knowledge.length) parts.push(`**Knowledge governing this file**\n${why.knowledge.map((e) => entryLine(repo, e)).join('\n')}`);
  if (why.module) parts.push(`**Module** [${md(why.module.title)}](${fileUri(repo, why.module.path)})${why.module.summary ? ` — ${md(why.module.summary)}` : ''}`);
  if (!parts.length) return null;
  return { contents: { kind: MarkupKind.Markdown, value: `**kontext** · why\n\n${parts.join('\n\n')}` }, range };
}

/** "2 decisions · 1 convention" for the entries governing a file (kinds in first-seen order). */
export function lensTitle(entries: { kind: string }[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${n} ${kind}${n === 1 ? '' : 's'}`).join(' · ');
}

/** The code lens at the top of a governed file; its command opens the entries. */
export function toCodeLens(repo: Repo, entries: EntryRef[]): CodeLens {
  const arg: LensEntry[] = entries.map((e) => ({ id: e.id, kind: e.kind, title: e.title, status: e.status, file: path.join(repo.root, e.path) }));
  return { range: lineRange(1, 1), command: { title: lensTitle(entries), command: ShowKnowledgeCommand, arguments: [arg] } };
}

/** A check finding (SPEC §2.8) as a diagnostic on its line (line 1 when the finding is about the file). */
export function toDiagnostic(f: { level: string; line?: number; rule?: string; msg: string }): Diagnostic {
  return {
    range: lineRange(f.line ?? 1),
    severity: f.level === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: 'kontext',
    code: f.rule,
    message: f.msg,
  };
}

/** The registry's result as the MCP CallToolResult (structured content always included for the editor). */
export function toCallToolResult(r: ToolResult): CallToolResult {
  return {
    content: [{ type: 'text', text: r.text }],
    ...(r.structured && !r.isError ? { structuredContent: r.structured } : {}),
    ...(r.isError ? { isError: true } : {}),
  };
}

/** Code-graph symbol kinds (SPEC §12) → LSP SymbolKind. */
const SYMBOL_KINDS: Record<string, SymbolKind> = {
  function: SymbolKind.Function,
  method: SymbolKind.Method,
  class: SymbolKind.Class,
  interface: SymbolKind.Interface,
  type: SymbolKind.TypeParameter,
  enum: SymbolKind.Enum,
  const: SymbolKind.Constant,
  namespace: SymbolKind.Namespace,
};

/**
 * A code-graph definition (repo-relative path, 1-based lines) as a call-hierarchy item; `data` keeps the definition for the follow-up requests.
 * `line` is its name's line (the selection), `start` the first line of its range when annotations or decorators come before (SymbolItem.start).
 */
export function toCallHierarchyItem(repo: Repo, d: { name: string; kind: string; path: string; line: number; start?: number; endLine?: number; signature?: string }, data: unknown): CallHierarchyItem {
  return {
    name: d.name,
    kind: SYMBOL_KINDS[d.kind] ?? SymbolKind.Function,
    detail: d.signature ? d.signature.slice(0, 160) : d.path,
    uri: fileUri(repo, d.path),
    range: lineRange(d.start ?? d.line, d.endLine ?? d.line),
    selectionRange: lineRange(d.line),
    data,
  };
}
