/**
 * The compact form of a code-graph record (FileRec) as it is cached
 * (store.ts): calls, imports and binds as flat arrays, since calls are ~90%
 * of a record and their repeated keys were most of its bytes and of its
 * parse time; the text is ASCII (asciiJson). A record of another
 * RECORD_VERSION decodes as null, so it is parsed again.
 *
 * The text is two JSON values joined by a tab (JSON writes a tab inside a
 * string as `\t`, so the first tab is the join): the record without its
 * calls (CompactRec), then its calls (CompactCalls). Reading a record parses
 * the first only; its calls stay text until the record's `calls` is first
 * read (an accessor on the record, so no reader can see them undecoded), and
 * `callsMayName` tells from that text whether they may hold a name. A warm
 * CLI question loads every record but reads the calls of a few files
 * (ARCHITECTURE.md, "A warm CLI question loads the whole saved graph").
 */
import type { BindRec, CallRec, DefRec, ExportRec, FileRec, ImportRec } from './types';
import { RECORD_VERSION } from './extract';

/**
 * Values per call in CompactRec.calls: name, recv (0 = none), line, col,
 * endCol, from, and the kind's index in CALL_KINDS plus 4 × (CallRec.args + 1)
 * when the argument count is known (`f(a, b)`, a call: 0 + 4 × 3 = 12), so
 * the count costs no value of its own.
 */
const CALL_W = 7;
const CALL_KINDS: CallRec['kind'][] = ['call', 'new', 'ref', 'read'];

/** The stored form of a FileRec. */
export interface CompactRec {
  v: string;
  lang: string;
  pkg?: string;
  jvmName?: string;
  errors?: number;
  errorLine?: number;
  script?: true;
  scriptLocals?: string[];
  lostTypes?: string[];
  spaces?: FileRec['spaces'];
  blocks?: FileRec['blocks'];
  usings?: FileRec['usings'];
  macroUses?: FileRec['macroUses'];
  nsMacros?: FileRec['nsMacros'];
  /** Few per file and in few files: kept as the records are. */
  aliases?: FileRec['aliases'];
  impls?: FileRec['impls'];
  itemMacros?: FileRec['itemMacros'];
  protos?: FileRec['protos'];
  rubyBlocks?: FileRec['rubyBlocks'];
  rubyIncludes?: string[];
  rubyRequires?: string[];
  globalUsings?: string[];
  defs: DefRec[];
  /** How many calls the record's CompactCalls hold (callCount without decoding them). */
  callCount: number;
  /** local, name, source, line per import. */
  imports: (string | number)[];
  exports: ExportRec[];
  /** scope, name, type per bind; the name of an exact bind (BindRec.exact) starts with `=`. */
  binds: (string | number)[];
  /** Index in `binds` (per bind, not per value), line, col, endLine, endCol (0, 0: none) of each placed bind (BindRec.line …; endLine negative for a declaring bind, BindRec.declares); absent when none is. */
  bindAt?: number[];
  /** Index in `binds`, ifEndLine, ifEndCol of each placed bind in the then-branch of an `if … else` (BindRec.ifEndLine); absent when none is. */
  bindIf?: number[];
}

/** The stored form of a FileRec's calls: the text after the tab. */
export interface CompactCalls {
  /** CALL_W values per call. */
  calls: (string | number)[];
  /** Index in `calls` (per call), then CallRec.argTypes joined by `,`, of each call with argument types; absent when none has. */
  callArgs?: (number | string)[];
  /** Index in `calls` (per call), then CallRec.implicit, of each Kotlin bare call with an implicit receiver; absent when none has. */
  callImplicit?: (number | string)[];
  /** Index in `calls` (per call), then CallRec.typeArgs, of each C# construction of a generic type and call written with type arguments; absent when none is. */
  callTypeArgs?: number[];
  /** Index in `calls` of each Swift call written under `await` (CallRec.awaited); absent when none is. */
  callAwaited?: number[];
}

/** The CompactCalls JSON of `calls` (not yet ASCII: encodeRec makes it so). */
function encodeCalls(list: CallRec[]): string {
  const calls: (string | number)[] = [];
  let callArgs: (number | string)[] | undefined;
  let callImplicit: (number | string)[] | undefined;
  let callTypeArgs: number[] | undefined;
  let callAwaited: number[] | undefined;
  for (let k = 0; k < list.length; k++) {
    const c = list[k];
    calls.push(c.name, c.recv ?? 0, c.line, c.col, c.endCol, c.from, CALL_KINDS.indexOf(c.kind) + (c.args === undefined ? 0 : 4 * (c.args + 1)));
    if (c.argTypes) (callArgs ??= []).push(k, c.argTypes.join(','));
    if (c.implicit) (callImplicit ??= []).push(k, c.implicit);
    if (c.typeArgs !== undefined) (callTypeArgs ??= []).push(k, c.typeArgs);
    if (c.awaited) (callAwaited ??= []).push(k);
  }
  const out: CompactCalls = { calls };
  if (callArgs) out.callArgs = callArgs;
  if (callImplicit) out.callImplicit = callImplicit;
  if (callTypeArgs) out.callTypeArgs = callTypeArgs;
  if (callAwaited) out.callAwaited = callAwaited;
  return JSON.stringify(out);
}

/**
 * Compact text of `rec`: its CompactRec JSON, a tab, its CompactCalls JSON
 * (see the file header). The calls of a record read from a text and not
 * asked since are written back as they were read, not decoded to be encoded.
 */
export function encodeRec(rec: FileRec): string {
  const pending = pendingCalls.get(rec);
  const callCount = pending ? pending.count : rec.calls.length;
  const imports: (string | number)[] = [];
  for (const i of rec.imports) imports.push(i.local, i.name, i.source, i.line);
  const binds: (string | number)[] = [];
  let bindAt: number[] | undefined;
  let bindIf: number[] | undefined;
  for (let k = 0; k < rec.binds.length; k++) {
    const b = rec.binds[k];
    binds.push(b.scope, b.exact ? `=${b.name}` : b.name, b.type);
    if (b.line !== undefined) (bindAt ??= []).push(k, b.line, b.col ?? 0, b.endLine ? (b.declares ? -b.endLine : b.endLine) : 0, b.endCol ?? 0);
    if (b.ifEndLine !== undefined) (bindIf ??= []).push(k, b.ifEndLine, b.ifEndCol ?? 0);
  }
  const out: CompactRec = { v: rec.v, lang: rec.lang, defs: rec.defs, callCount, imports, exports: rec.exports, binds };
  if (bindAt) out.bindAt = bindAt;
  if (bindIf) out.bindIf = bindIf;
  if (rec.pkg !== undefined) out.pkg = rec.pkg;
  if (rec.jvmName) out.jvmName = rec.jvmName;
  if (rec.errors) out.errors = rec.errors;
  if (rec.errorLine) out.errorLine = rec.errorLine;
  if (rec.script) out.script = true;
  if (rec.scriptLocals) out.scriptLocals = rec.scriptLocals;
  if (rec.lostTypes) out.lostTypes = rec.lostTypes;
  if (rec.spaces) out.spaces = rec.spaces;
  if (rec.blocks) out.blocks = rec.blocks;
  if (rec.usings) out.usings = rec.usings;
  if (rec.macroUses) out.macroUses = rec.macroUses;
  if (rec.nsMacros) out.nsMacros = rec.nsMacros;
  if (rec.aliases) out.aliases = rec.aliases;
  if (rec.impls) out.impls = rec.impls;
  if (rec.itemMacros) out.itemMacros = rec.itemMacros;
  if (rec.protos) out.protos = rec.protos;
  if (rec.rubyBlocks) out.rubyBlocks = rec.rubyBlocks;
  if (rec.rubyIncludes) out.rubyIncludes = rec.rubyIncludes;
  if (rec.rubyRequires) out.rubyRequires = rec.rubyRequires;
  if (rec.globalUsings) out.globalUsings = rec.globalUsings;
  const head = asciiJson(JSON.stringify(out));
  return `${head}\t${pending ? pending.text : asciiJson(encodeCalls(rec.calls))}`;
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

/**
 * `json` with every non-ASCII UTF-16 unit written as a `\uXXXX` escape (JSON
 * reads it back unchanged), so packs and loose records are ASCII. Why: Node
 * decodes an ASCII file as a one-byte string in a copy (readText), while one
 * non-ASCII character anywhere sends an 11 MiB pack (playwright) through UTF-8
 * decoding into a two-byte string: ~10× slower to read, twice the memory,
 * and slower to JSON.parse.
 */
function asciiJson(json: string): string {
  return NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
}

/** The CallRecs of a parsed CompactCalls. */
function decodeCalls(c: CompactCalls): CallRec[] {
  const calls: CallRec[] = new Array(c.calls.length / CALL_W);
  for (let i = 0, k = 0; k < c.calls.length; i++, k += CALL_W) {
    const name = c.calls[k] as string;
    const recv = c.calls[k + 1];
    const line = c.calls[k + 2] as number;
    const col = c.calls[k + 3] as number;
    const endCol = c.calls[k + 4] as number;
    const from = c.calls[k + 5] as number;
    const code = c.calls[k + 6] as number;
    const kind = CALL_KINDS[code & 3];
    // One literal per set of optional fields, keys in the order they always had (recv, then args):
    // a field added after an object is made costs it a second allocation (out-of-object properties),
    // most calls have one, and a first index decodes every call in the main thread.
    if (recv !== 0) {
      calls[i] = code > 3 ? { name, line, col, endCol, from, kind, recv: recv as string, args: (code >> 2) - 1 } : { name, line, col, endCol, from, kind, recv: recv as string };
    } else calls[i] = code > 3 ? { name, line, col, endCol, from, kind, args: (code >> 2) - 1 } : { name, line, col, endCol, from, kind };
  }
  // Few calls have argument types: added after the fact.
  if (c.callArgs) for (let k = 0; k + 1 < c.callArgs.length; k += 2) calls[c.callArgs[k] as number].argTypes = (c.callArgs[k + 1] as string).split(',');
  if (c.callImplicit) for (let k = 0; k + 1 < c.callImplicit.length; k += 2) calls[c.callImplicit[k] as number].implicit = c.callImplicit[k + 1] as string;
  if (c.callTypeArgs) for (let k = 0; k + 1 < c.callTypeArgs.length; k += 2) calls[c.callTypeArgs[k]].typeArgs = c.callTypeArgs[k + 1];
  if (c.callAwaited) for (const k of c.callAwaited) calls[k].awaited = true;
  return calls;
}

/** CompactCalls texts (and how many calls each holds) of records whose `calls` was not read yet (the accessor readCalls decodes and drops them). */
const pendingCalls = new WeakMap<FileRec, { text: string; count: number }>();

/** Makes `calls` a plain data property of `rec` holding `calls`. */
function settle(rec: FileRec, calls: CallRec[]): CallRec[] {
  pendingCalls.delete(rec);
  Object.defineProperty(rec, 'calls', { value: calls, writable: true, enumerable: true, configurable: true });
  return calls;
}

/**
 * Getter of a read record's `calls`: decodes its CompactCalls text on the
 * first read, then `calls` is a plain property. A text that does not parse
 * (a damaged cache file) gives no calls.
 */
function readCalls(this: FileRec): CallRec[] {
  const pending = pendingCalls.get(this);
  let calls: CallRec[] = [];
  if (pending !== undefined) {
    try {
      calls = decodeCalls(JSON.parse(pending.text) as CompactCalls);
    } catch {
      calls = [];
    }
  }
  return settle(this, calls);
}

/** Setter of a read record's `calls` before they were read: the text is dropped. */
function writeCalls(this: FileRec, calls: CallRec[]): void {
  settle(this, calls);
}

/**
 * The text `callsMayName` looks for to find calls named `name`: the name as
 * encodeRec writes a JSON string (quoted, ASCII).
 */
export function callNameProbe(name: string): string {
  return asciiJson(JSON.stringify(name));
}

/**
 * Whether `rec` may make a call named as `probe` says (callNameProbe): true
 * when its calls are decoded already (the caller looks at them), else
 * whether their text holds the quoted name anywhere (as a name, a receiver
 * or an argument type: true may be wrong, false never is). Lets a scan of
 * every record for one call name decode only the files that mention it.
 */
export function callsMayName(rec: FileRec, probe: string): boolean {
  const pending = pendingCalls.get(rec);
  return pending === undefined || pending.text.includes(probe);
}

/** How many calls `rec` makes (`rec.calls.length`), without decoding calls not read yet. */
export function callCount(rec: FileRec): number {
  return pendingCalls.get(rec)?.count ?? rec.calls.length;
}

/**
 * The FileRec of a parsed CompactRec whose calls are the CompactCalls text
 * `calls` (decoded when first read, see readCalls); null when it is of
 * another version or malformed (`calls` not an object's text).
 */
export function decodeRec(c: CompactRec | null | undefined, calls: string): FileRec | null {
  if (!c || c.v !== RECORD_VERSION || typeof c.callCount !== 'number' || calls.charCodeAt(0) !== 123 /* { */ || calls.charCodeAt(calls.length - 1) !== 125 /* } */) return null;
  const imports: ImportRec[] = [];
  for (let k = 0; k < c.imports.length; k += 4) {
    imports.push({ local: c.imports[k] as string, name: c.imports[k + 1] as string, source: c.imports[k + 2] as string, line: c.imports[k + 3] as number });
  }
  const binds: BindRec[] = [];
  for (let k = 0; k < c.binds.length; k += 3) {
    const name = c.binds[k + 1] as string;
    const b: BindRec = { scope: c.binds[k] as number, name, type: c.binds[k + 2] as string };
    if (name.charCodeAt(0) === 61 /* = */) {
      b.name = name.slice(1);
      b.exact = true;
    }
    binds.push(b);
  }
  if (c.bindAt) {
    for (let k = 0; k + 4 < c.bindAt.length; k += 5) {
      const b = binds[c.bindAt[k]];
      if (!b) continue;
      b.line = c.bindAt[k + 1];
      b.col = c.bindAt[k + 2];
      const end = c.bindAt[k + 3];
      if (end) {
        b.endLine = Math.abs(end);
        b.endCol = c.bindAt[k + 4];
        if (end < 0) b.declares = true;
      }
    }
  }
  if (c.bindIf) {
    for (let k = 0; k + 2 < c.bindIf.length; k += 3) {
      const b = binds[c.bindIf[k]];
      if (!b) continue;
      b.ifEndLine = c.bindIf[k + 1];
      b.ifEndCol = c.bindIf[k + 2];
    }
  }
  // `calls` is set by the accessor below; the literal keeps the key order records always had.
  const rec = { v: c.v, lang: c.lang, defs: c.defs, imports, exports: c.exports, binds } as unknown as FileRec;
  if (c.pkg !== undefined) rec.pkg = c.pkg;
  if (c.jvmName) rec.jvmName = c.jvmName;
  if (c.errors) rec.errors = c.errors;
  if (c.errorLine) rec.errorLine = c.errorLine;
  if (c.script) rec.script = true;
  if (c.scriptLocals) rec.scriptLocals = c.scriptLocals;
  if (c.lostTypes) rec.lostTypes = c.lostTypes;
  if (c.spaces) rec.spaces = c.spaces;
  if (c.blocks) rec.blocks = c.blocks;
  if (c.usings) rec.usings = c.usings;
  if (c.macroUses) rec.macroUses = c.macroUses;
  if (c.nsMacros) rec.nsMacros = c.nsMacros;
  if (c.aliases) rec.aliases = c.aliases;
  if (c.impls) rec.impls = c.impls;
  if (c.itemMacros) rec.itemMacros = c.itemMacros;
  if (c.protos) rec.protos = c.protos;
  if (c.rubyBlocks) rec.rubyBlocks = c.rubyBlocks;
  if (c.rubyIncludes) rec.rubyIncludes = c.rubyIncludes;
  if (c.rubyRequires) rec.rubyRequires = c.rubyRequires;
  if (c.globalUsings) rec.globalUsings = c.globalUsings;
  pendingCalls.set(rec, { text: calls, count: c.callCount });
  Object.defineProperty(rec, 'calls', { get: readCalls, set: writeCalls, enumerable: true, configurable: true });
  return rec;
}

/**
 * A copy of `slice` (ASCII, as records are: asciiJson) that holds only its
 * own characters. A slice of a string keeps the whole string it was cut
 * from alive (V8's sliced strings point into their parent), so a record's
 * pending calls text would keep the record's whole text — or a loaded
 * pack's, 9–10 MiB for typeorm — for as long as its calls are unread.
 */
function ownCopy(slice: string): string {
  return Buffer.from(slice, 'latin1').toString('latin1');
}

/** Parses a record's compact text (encodeRec), its calls left as text until read (an own copy of them: ownCopy); null when unreadable or stale. */
export function parseRec(text: string): FileRec | null {
  const tab = text.indexOf('\t');
  if (tab < 0) return null;
  try {
    return decodeRec(JSON.parse(text.slice(0, tab)) as CompactRec, ownCopy(text.slice(tab + 1)));
  } catch {
    return null;
  }
}
