/**
 * Long doc comments keep their beginning (issue 3, newcomer finding on
 * serde_json and jekyll): a doc longer than twenty comment lines was read from
 * its last twenty only, so serde_json's `from_str` showed `let j = "` (a line
 * of its example) and jekyll's `Utils.slugify` its closing paragraph; a Rust
 * `#[inline]` between the doc and `pub fn` lost the doc. Through the built CLI
 * on a real temp repository: the summary is the doc's first paragraph, never
 * a fenced or indented example, the stored doc is cut from its end, and
 * search-code finds a function by its first sentence. Snippets are written in
 * the shape of those projects' docs (rustdoc sections and fences, TomDoc
 * sections and indented examples, Go tab-indented examples).
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A rustdoc comment of `n` example lines inside a fence, between a first sentence and an `# Errors` section. */
function rustDoc(first: string, n: number): string[] {
  const example = Array.from({ length: n }, (_, i) => `///     let field_${i} = table.get("k${i}");`);
  return [`/// ${first}`, '///', '/// # Example', '///', '/// ```', '/// fn main() {', ...example, '/// }', '/// ```', '///', '/// # Errors', '///', '/// Fails when the text is not a table of settings.'];
}

const FILES = {
  'src/parse.rs': [
    'pub struct Settings;',
    '',
    ...rustDoc('Parse an instance of `Settings` from a string of TOML text.', 30),
    'pub fn from_text(s: &str) -> Settings {',
    '    Settings',
    '}',
    '',
    '/// Render the settings as a string of TOML.',
    '///',
    '/// # Errors',
    '///',
    '/// Fails when a key is not a string.',
    '#[inline]',
    '#[must_use]',
    'pub fn to_text(s: &Settings) -> String {',
    '    String::new()',
    '}',
    '',
    '/// A named setting.',
    '#[derive(Debug, Clone)]',
    'pub struct Named { pub name: String }',
    '',
  ].join('\n'),
  'lib/utils.rb': [
    'module Site',
    '  module Utils',
    '    # Turn a page title into a URL slug.',
    '    #',
    '    # title - the title to turn into a slug',
    '    # style - how the slug is made',
    '    #',
    ...Array.from({ length: 12 }, (_, i) => [`    # When style is "s${i}", the slug keeps the characters of set ${i}`, '    # and replaces the others with a hyphen.', '    #']).flat(),
    '    # Examples:',
    '    #   slug("Hello World")',
    '    #   # => "hello-world"',
    '    #',
    '    # Returns the slug.',
    '    def slug(title, style: nil)',
    '      title.downcase',
    '    end',
    '',
    '    # Examples:',
    '    #   clean("a b")',
    '    #   # => "a-b"',
    '    #',
    '    # Clean a name for use in a path.',
    '    def clean(name)',
    '      name',
    '    end',
    '  end',
    'end',
    '',
    'class Cart # :nodoc:',
    '  def total',
    '    1',
    '  end',
    'end',
    '',
  ].join('\n'),
  'cmd/command.go': [
    'package cmd',
    '',
    '// Execute runs the command tree from the root with the process arguments.',
    '//',
    '// It finds the sub-command the arguments name, parses its flags and calls',
    '// its run function; an unknown command is an error.',
    '//',
    ...Array.from({ length: 24 }, (_, i) => `//\tcmd.Flags().String("opt${i}", "", "option ${i}")`),
    '//',
    '// Hooks run before and after.',
    'func Execute() error { return nil }',
    '',
    '//\tExecute()',
    '//',
    '// Usage prints how to call the command.',
    'func Usage() {}',
    '',
  ].join('\n'),
  'py/cache.py': [
    '# Memoise a loader.',
    '@functools.cache',
    '@trace("load")',
    'def load(name):',
    '    return name',
    '',
    '',
    'def fetch(key):',
    '    """',
    '    >>> fetch("a")',
    "    'a'",
    '',
    '    Fetch a key from the store.',
    '',
    '    Example:',
    '        fetch("b")',
    '    """',
    '    return key',
    '',
  ].join('\n'),
  'java/Task.java': ['class Task {', '  /** Runs the task once. */', '  @Override', '  @Deprecated', '  public void run() {}', '}', ''].join('\n'),
  'kt/Store.kt': ['class Store {', '    /** Loads the store from disk. */', '    @JvmStatic', '    @Throws(Exception::class)', '    fun load() {}', '}', ''].join('\n'),
  'cs/Repo.cs': ['class Repo {', '    /// Saves the repository.', '    [Obsolete]', '    [HttpGet("x")]', '    public void Save() {}', '}', ''].join('\n'),
  'dart/view.dart': ['class View {', '  /// Builds the view.', '  @override', '  @protected', '  int build(int x) { return x; }', '}', ''].join('\n'),
  'ts/long.ts': [
    '/** Formats a price',
    ' *  in cents as text.',
    ' *',
    ' *     price(150) // "1.50"',
    ' */',
    'export function price(n: number): string { return `${n / 100}`; }',
    '',
  ].join('\n'),
};

describe('code graph: long doc comments keep their beginning', () => {
  const repo = makeRepo('graph-long-docs');
  repo.commit('code', FILES);
  before(function () {
    this.timeout(120_000);
    const r = cli(repo.root, 'graph', 'index');
    assert.equal(r.code, 0, r.err);
  });
  const docOf = (name: string, ...more: string[]) => {
    const r = cli(repo.root, 'symbol', name, '--json', ...more);
    assert.equal(r.code, 0, r.err);
    return (JSON.parse(r.out).items as { doc?: string }[]).map((i) => i.doc);
  };

  it('a rustdoc comment with a long fenced example: the first sentence, not a line of the example', () => {
    assert.deepEqual(docOf('from_text'), ['Parse an instance of `Settings` from a string of TOML text.']);
    const text = cli(repo.root, 'symbol', 'from_text');
    assert.match(text.out, /^src\/parse\.rs:\d+ +function from_text .*\n {4}Parse an instance of `Settings` from a string of TOML text\.$/m);
    assert.doesNotMatch(text.out, /let field_/);
  });

  it('Rust attributes between the doc and the item keep the doc (#[inline], #[must_use], #[derive])', () => {
    assert.deepEqual(docOf('to_text'), ['Render the settings as a string of TOML.']);
    assert.deepEqual(docOf('Named'), ['A named setting.']);
  });

  it('Java, Kotlin, C# and Dart annotations and Python decorators between the doc and the definition keep it', () => {
    assert.deepEqual(docOf('Task.run'), ['Runs the task once.']);
    assert.deepEqual(docOf('Store.load'), ['Loads the store from disk.']);
    assert.deepEqual(docOf('Repo.Save'), ['Saves the repository.']);
    assert.deepEqual(docOf('View.build'), ['Builds the view.']);
    assert.deepEqual(docOf('load', '-p', 'py/cache.py'), ['Memoise a loader.']);
  });

  it('a TomDoc comment of fifty lines right after `module Utils`: its first paragraph; an example before the prose is passed over', () => {
    assert.deepEqual(docOf('Utils.slug'), ['Turn a page title into a URL slug.']);
    assert.deepEqual(docOf('Utils.clean'), ['Clean a name for use in a path.']);
    // A comment ending the class's line is about the class, not the first method's doc.
    assert.deepEqual(docOf('Cart.total'), [undefined]);
  });

  it('a Go doc of thirty lines keeps its first sentence; a tab-indented example is never the summary', () => {
    assert.deepEqual(docOf('Execute'), ['Execute runs the command tree from the root with the process arguments.']);
    assert.deepEqual(docOf('Usage'), ['Usage prints how to call the command.']);
  });

  it('a docstring opening with a doctest and a JSDoc opening on its first line', () => {
    assert.deepEqual(docOf('fetch'), ['Fetch a key from the store.']);
    assert.deepEqual(docOf('price'), ['Formats a price in cents as text.']);
  });

  it('search-code finds a function by the first sentence of its long doc', () => {
    const r = cli(repo.root, 'search-code', 'Parse an instance of Settings from a string of TOML text');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out.split('\n')[0], /^src\/parse\.rs:\d+ +function from_text\b/);
    const go = cli(repo.root, 'search-code', 'runs the command tree from the root');
    assert.equal(go.code, 0, go.err);
    assert.match(go.out.split('\n')[0], /^cmd\/command\.go:\d+ +function Execute\b/);
  });
});
