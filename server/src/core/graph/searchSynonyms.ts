/**
 * Words that name the same operation in different codebases, for
 * `search_code` questions in plain words (searchIndex.ts). A question says
 * "serialize an object to a JSON string" where moshi's method is `toJson`,
 * documented "Encodes the given value into a String" (newcomer 35): BM25 has
 * no way to know that serialize and encode are one thing. Each group below
 * is a set of verbs (or nouns) that API names and their doc comments use
 * interchangeably; a query word of a group also searches for the others, at
 * a lower weight (SYNONYM_BOOST), and a definition holding a synonym counts
 * as holding the word for coverage.
 *
 * Kept small on purpose: only groups whose members are used for the same
 * thing across ecosystems (JSON/XML/protobuf APIs: serialize/encode/marshal/
 * dump/stringify; collections: remove/delete/erase; lookups: find/search/
 * lookup/locate). Words that are too common in code to carry meaning (`get`,
 * `set`, `new`, `run`, `build`) are left out: as synonyms they would match
 * most of a repository.
 */
import { stemmer } from 'stemmer';

/** The groups; every word is lowercase, as codeTokens gives them. */
const GROUPS: readonly (readonly string[])[] = [
  ['serialize', 'serialise', 'encode', 'marshal', 'stringify', 'dump', 'dumps'],
  ['deserialize', 'deserialise', 'decode', 'unmarshal', 'unserialize', 'loads'],
  ['delete', 'remove', 'erase'],
  // Removing part of a string or path: axum's `strip_prefix` for "remove a path prefix", Go's `strings.TrimPrefix` (newcomer 38).
  ['remove', 'strip', 'trim'],
  ['find', 'search', 'lookup', 'locate'],
  ['fetch', 'retrieve', 'download'],
  ['create', 'make', 'construct', 'instantiate'],
  ['copy', 'clone', 'duplicate'],
  ['validate', 'verify'],
  ['error', 'exception', 'failure', 'err'],
  ['initialize', 'initialise', 'init', 'setup'],
  ['configuration', 'config', 'cfg', 'settings', 'options'],
  ['length', 'size', 'count', 'len'],
  ['convert', 'transform'],
  ['terminate', 'kill', 'halt'],
  ['subscribe', 'listen'],
  // Putting something into a registry: cobra's `AddCommand` for "register a subcommand" (newcomer 45 #10), `app.use`-style
  // `addHandler` / `registerHandler`.
  ['register', 'add'],
  // A command under another: cobra's `AddCommand` ("adds one or more commands to this parent command"), click's `add_command`.
  ['subcommand', 'subcommands', 'command', 'commands'],
  ['publish', 'emit', 'dispatch'],
  // Waiting before doing something again: ky's `calculateRetryDelay` for "how long to wait before retrying" (newcomer 40).
  ['delay', 'wait', 'sleep', 'backoff'],
  // The abbreviations identifiers use for a word a question spells out (serde_json's `format_escaped_str` for "escape a
  // string", newcomer 37). Left out: those that are also type names or keywords, which signatures are full of (`int`,
  // `char`, `bool`, Kotlin's `val`), and those of several words (`res`: result, resource or response).
  ['string', 'str'],
  ['format', 'fmt'],
  ['buffer', 'buf'],
  ['message', 'msg'],
  ['context', 'ctx'],
  ['request', 'req'],
  ['response', 'resp'],
  ['argument', 'arg', 'args'],
  ['parameter', 'param', 'params'],
  ['number', 'num'],
  ['index', 'idx'],
  ['pointer', 'ptr'],
  ['source', 'src'],
  ['destination', 'dest', 'dst'],
  ['directory', 'dir'],
  // `envvar`: click's `resolve_envvar_value`, `auto_envvar_prefix` (one word for "environment variable"; newcomer 42 #12).
  ['environment', 'env', 'envvar', 'envvars'],
  ['attribute', 'attr', 'attrs'],
  ['element', 'elem'],
  ['connection', 'conn'],
  ['database', 'db'],
  ['utility', 'util', 'utils'],
  ['maximum', 'max'],
  ['minimum', 'min'],
  ['previous', 'prev'],
  ['current', 'curr'],
  ['temporary', 'tmp', 'temp'],
  ['information', 'info'],
  ['object', 'obj'],
  ['callback', 'cb'],
  ['position', 'pos'],
  ['address', 'addr'],
  // Not `var`, a keyword of JS, Go, C#, Kotlin and Swift: gorilla/mux's `Vars` for "get path variables" (newcomer 42 #12).
  ['variable', 'variables', 'vars'],
];

/**
 * Weight of a synonym's term against the query's own words (minisearch
 * `boostTerm`): a definition holding the word asked for outscores one
 * holding only its synonym, at equal coverage.
 */
export const SYNONYM_BOOST = 0.4;

/** A word's inflected forms are found by their Porter stem when the stem has at least this many letters (`sets` → `set` must not reach `settings`' group). */
const MIN_STEM = 5;

/** Every word of the groups holding a word (a word may be in several: `remove` with `delete` and with `strip`). */
const byWord = new Map<string, string[]>();
const byStem = new Map<string, string[]>();
const add = (m: Map<string, string[]>, k: string, g: readonly string[]): void => {
  const had = m.get(k);
  if (!had) {
    m.set(k, [...g]);
    return;
  }
  for (const w of g) if (!had.includes(w)) had.push(w);
};
for (const g of GROUPS) {
  for (const w of g) {
    add(byWord, w, g);
    const s = stemmer(w);
    if (s.length >= MIN_STEM) add(byStem, s, g);
  }
}

/**
 * The other words of the groups of `word` (lowercase, one token), or none:
 * `serialize` → `serialise`, `encode`, `marshal`, `stringify`, `dump`,
 * `dumps`. An inflected form finds its group by its Porter stem (`encoded`,
 * `removes`, `serializing`), when that stem has at least MIN_STEM letters;
 * a word that is its own stem is looked up as written only (`except` is not
 * `exception`). Never includes `word` itself.
 */
export function synonymsOf(word: string): readonly string[] {
  let g = byWord.get(word);
  if (!g && /^[a-z]{6,}$/.test(word)) {
    const s = stemmer(word);
    if (s !== word && s.length >= MIN_STEM) g = byStem.get(s);
  }
  return g ? g.filter((w) => w !== word) : [];
}
