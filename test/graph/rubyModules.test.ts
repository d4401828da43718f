/**
 * Ruby constants and module functions (issue 3, measured on rack): a constant
 * is read from the lexical scopes around the code (`Utils` inside `module
 * Rack` is Rack::Utils; inside `class Rack::Compact` it is not), `Rack::Utils`
 * and `::Rack::Utils` by their path; a call on a constant reaches only the
 * methods callable on the class or module itself (`module_function`, `def
 * self.x`, `class << self`, `extend self`), an instance only its instance
 * methods (`attr_reader` ones too); `include M` lends M's methods, and a
 * mixin's bare call reaches the classes including it; a top-level `def` of a
 * test file is called from tests only, one inside a spec's block from its
 * own file only. Decoys: another module's `Utils` with the same functions, a
 * top-level `Utils`, an instance method named like a singleton one, a class
 * that does not include the mixin, local variables named like methods.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/rack/utils.rb': lines(
    'module Rack',
    '  module Utils',
    '    class << self',
    '      attr_accessor :default_query_parser',
    '    end',
    '',
    '    module_function',
    '',
    '    def escape(s)',
    '      s.to_s',
    '    end',
    '',
    '    if defined?(ERB::Escape)',
    '      define_method(:escape_html, ERB::Escape.instance_method(:html_escape))',
    '    else',
    '      def escape_html(string)',
    '        escape(string)',
    '      end',
    '    end',
    '',
    '    def build_query(params)',
    '      params.map { |k, v| build_query(v) }',
    '    end',
    '  end',
    'end',
  ),
  'lib/rack/mime.rb': lines(
    'module Rack',
    '  module Mime',
    '    def mime_type(ext)',
    '      ext',
    '    end',
    '    module_function :mime_type',
    '',
    '    def plain(ext)',
    '      ext',
    '    end',
    '  end',
    'end',
  ),
  'lib/rack/media_type.rb': lines(
    'module Rack',
    '  class MediaType',
    '    class << self',
    '      def type(content_type)',
    '        content_type',
    '      end',
    '    end',
    '',
    '    def self.params(content_type)',
    '      content_type',
    '    end',
    '  end',
    'end',
  ),
  // The same class reopened: an instance method named like the singleton one.
  'lib/rack/media_type_ext.rb': lines('module Rack', '  class MediaType', '    def type', '      :instance', '    end', '  end', 'end'),
  'lib/rack/store.rb': lines('module Rack', '  module Store', '    extend self', '', '    def fetch(key)', '      key', '    end', '  end', 'end'),
  'lib/rack/response.rb': lines(
    'module Rack',
    '  class Response',
    '    def set_header(key, value)',
    '      key',
    '    end',
    '',
    '    module Helpers',
    '      def cache!',
    "        set_header('cache-control', 'public')",
    '      end',
    '    end',
    '',
    '    include Helpers',
    '',
    '    class Raw',
    '      include Helpers',
    '      attr_reader :headers',
    '',
    '      def set_header(key, value)',
    '        value',
    '      end',
    '',
    '      def has_header?(key)',
    '        headers.key?(key)',
    '      end',
    '',
    '      def fresh?',
    '        headers = {}',
    '        headers.empty?',
    '      end',
    '    end',
    '  end',
    'end',
  ),
  'lib/rack/show_status.rb': lines(
    'module Rack',
    '  class ShowStatus',
    '    def h(obj)',
    '      Utils.escape_html(obj)',
    '    end',
    '',
    '    def query(params)',
    '      Rack::Utils.build_query(params)',
    '    end',
    '',
    '    def parser',
    '      Utils.default_query_parser',
    '    end',
    '',
    '    def absolute(params)',
    '      ::Rack::Utils.build_query(params)',
    '    end',
    '',
    '    def types(ct)',
    '      MediaType.type(ct)',
    '      MediaType.params(ct)',
    '      Mime.mime_type(ct)',
    '      Mime.plain(ct)',
    '      Store.fetch(ct)',
    '    end',
    '',
    '    def respond',
    '      res = Response.new',
    '      res.cache!',
    '    end',
    '  end',
    'end',
  ),
  'lib/rack/content_type.rb': lines('module Rack', '  class ContentType', '    include Rack::Utils', '', '    def call(env)', '      escape_html(env)', '    end', '  end', 'end'),
  // `class Rack::Compact` opens one scope, Rack::Compact: its `Utils` is the top-level one.
  'lib/rack/compact.rb': lines('class Rack::Compact', '  def h(s)', '    Utils.escape_html(s)', '  end', 'end'),
  'lib/rack/builder.rb': lines(
    'module Rack',
    '  class Builder',
    '    def app',
    '      42',
    '    end',
    '',
    '    def to_app',
    '      app = 1',
    '      app',
    '    end',
    '',
    '    def run',
    '      app',
    '    end',
    '  end',
    'end',
  ),
  // A top-level helper of the tests: a spec calls it, library code calling a method of that name does not.
  'test/support.rb': lines('def sample_env', '  {}', 'end'),
  'test/spec_builder.rb': lines("describe 'builder' do", "  it 'builds' do", '    sample_env', '  end', 'end'),
  // A `def` inside a spec's `describe` block belongs to that block: another spec's bare call is not its caller.
  'test/spec_a.rb': lines("describe 'a' do", '  def block_app', '    1', '  end', '', "  it 'runs' do", '    block_app', '  end', 'end'),
  'test/spec_b.rb': lines("describe 'b' do", "  it 'runs' do", '    block_app', '  end', 'end'),
  'lib/rack/lint.rb': lines('module Rack', '  class Lint', '    def check', '      sample_env', '    end', '  end', 'end'),
  // Decoys: another module's Utils and a top-level Utils with the same functions, a class with its own set_header.
  'lib/other/utils.rb': lines(
    'module Other',
    '  module Utils',
    '    module_function',
    '',
    '    def escape_html(s)',
    '      s',
    '    end',
    '',
    '    def build_query(p)',
    '      p',
    '    end',
    '  end',
    'end',
  ),
  'lib/other/page.rb': lines('module Other', '  class Page', '    def render(s)', '      Utils.escape_html(s)', '    end', '  end', 'end'),
  'lib/other/headers.rb': lines('module Other', '  class Headers', '    def set_header(key, value)', '      key', '    end', '  end', 'end'),
  'lib/utils.rb': lines('module Utils', '  def self.escape_html(s)', '    s', '  end', 'end'),
  'lib/top.rb': lines('class Top', '  def render(s)', '    Utils.escape_html(s)', '  end', 'end'),
};

describeGraph('code graph: Ruby constants by lexical scope and module functions', FILES, 'ruby-modules', (fx) => {
  it('records which methods are callable on the class or module itself', () => {
    const singleton = (path: string) =>
      fx.graph.data.files
        .get(path)!
        .defs.filter((d) => d.kind === 'method')
        .map((d) => `${d.name}:${d.singleton ?? 'instance'}`);
    // attr_accessor defines the writer too (`default_query_parser=`), recorded after the file's other definitions.
    assert.deepEqual(singleton('lib/rack/utils.rb'), ['default_query_parser:only', 'escape:also', 'escape_html:also', 'build_query:also', 'default_query_parser=:only']);
    assert.deepEqual(singleton('lib/rack/mime.rb'), ['mime_type:also', 'plain:instance']);
    assert.deepEqual(singleton('lib/rack/media_type.rb'), ['type:only', 'params:only']);
    assert.deepEqual(singleton('lib/rack/store.rb'), ['fetch:also']);
    assert.deepEqual(fx.graph.data.files.get('lib/rack/response.rb')!.defs.map((d) => `${d.name}:${(d.bases ?? []).join(',')}`), [
      'Rack:',
      'Response:Helpers',
      'set_header:',
      'Helpers:',
      'cache!:',
      'Raw:Helpers',
      'headers:',
      'set_header:',
      'has_header?:',
      'fresh?:',
    ]);
  });

  it('a constant is the class or module of the innermost lexical scope holding it, else the top-level one', async () => {
    await expectEdges(fx, 'code_callers', {
      'escape_html @ lib/rack/utils.rb': ['lib/rack/content_type.rb:Rack::ContentType#call:receiver', 'lib/rack/show_status.rb:Rack::ShowStatus#h:receiver'],
      'build_query @ lib/rack/utils.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#absolute:receiver', 'lib/rack/show_status.rb:Rack::ShowStatus#query:receiver', 'lib/rack/utils.rb:Rack::Utils.build_query:same-file'],
      'escape_html @ lib/other/utils.rb': ['lib/other/page.rb:Other::Page#render:receiver'],
      'build_query @ lib/other/utils.rb': [],
      'escape_html @ lib/utils.rb': ['lib/rack/compact.rb:Rack::Compact#h:receiver', 'lib/top.rb:Top#render:receiver'],
      'escape @ lib/rack/utils.rb': ['lib/rack/utils.rb:Rack::Utils.escape_html:same-file'],
    });
  });

  it('a call on a constant reaches its singleton methods and module functions, never an instance method', async () => {
    await expectEdges(fx, 'code_callers', {
      'type @ lib/rack/media_type.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#types:receiver'],
      'type @ lib/rack/media_type_ext.rb': [],
      'params @ lib/rack/media_type.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#types:receiver'],
      'mime_type @ lib/rack/mime.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#types:receiver'],
      'plain @ lib/rack/mime.rb': [],
      'fetch @ lib/rack/store.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#types:receiver'],
    });
    const plain = await fx.call('code_callers', { symbol: 'Mime.plain' });
    assert.match(plain.text, /Not listed: 1 call named plain/);
  });

  it('included modules lend their methods; a mixin calls what its hosts define; attr_reader defines a method, a local variable is no call; a test helper serves tests only, the helper of a spec block its own file', async () => {
    await expectEdges(fx, 'code_callers', {
      'cache! @ lib/rack/response.rb': ['lib/rack/show_status.rb:Rack::ShowStatus#respond:receiver'],
      'Response.set_header': ['lib/rack/response.rb:Rack::Response::Helpers#cache!:receiver'],
      'Raw.set_header': ['lib/rack/response.rb:Rack::Response::Helpers#cache!:receiver'],
      'Headers.set_header': [],
      'Raw.headers': ['lib/rack/response.rb:Rack::Response::Raw#has_header?:same-file'],
      default_query_parser: ['lib/rack/show_status.rb:Rack::ShowStatus#parser:receiver'],
      'Builder.app': ['lib/rack/builder.rb:Rack::Builder#run:same-file'],
      // Calls in `it "…" do` blocks are made by that test (newcomer 16 #1).
      sample_env: ['test/spec_builder.rb:describe builder › it builds:name'],
      block_app: ['test/spec_a.rb:describe a › it runs:same-file'],
    });
  });
});
