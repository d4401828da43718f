/**
 * Ruby: `include Jekyll` at a file's top level mixes Jekyll into Object, so a
 * constant no scope around the code holds is looked up in Jekyll last
 * (Module#include on main; Object's ancestors): in jekyll's tests, which
 * `require "helper"` (test/helper.rb: `include Jekyll`), `Site.new(…)` makes
 * a Jekyll::Site and `@site.process` calls Jekyll::Site#process (was "on a
 * receiver whose known type does not define it"). Read for the file's own
 * top-level includes and for those of each file its top level requires
 * (`require "helper"` found by its path's end, `require_relative "helper"`
 * beside it): GraphRubyConst rubyTopIncludes. Decoys: a file requiring
 * neither, and a top-level class of the name, which Object holds itself and
 * so comes first.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/jekyll.rb': lines('module Jekyll', 'end', '', 'require "jekyll/site"'),
  'lib/jekyll/site.rb': lines(
    'module Jekyll',
    '  class Site',
    '    def initialize(config)',
    '      @config = config',
    '    end',
    '',
    '    def process',
    '      @config',
    '    end',
    '  end',
    'end',
  ),
  'lib/jekyll/page.rb': lines('module Jekyll', '  class Page', '    def render', '      1', '    end', '  end', 'end'),
  'lib/page.rb': lines('class Page', '  def render', '    2', '  end', 'end'),
  'test/helper.rb': lines(
    'require "minitest/autorun"',
    'require_relative "../lib/jekyll"',
    '',
    'include Jekyll',
    '',
    'class JekyllUnitTest < Minitest::Test',
    '  def fixture_site',
    '    Site.new({})',
    '  end',
    'end',
  ),
  'test/test_doctor_command.rb': lines(
    'require "helper"',
    '',
    'class TestDoctorCommand < JekyllUnitTest',
    '  def test_urls',
    '    @site = Site.new({ "source" => "x" })',
    '    @site.process',
    '  end',
    '',
    '  def test_page',
    '    Page.new.render',
    '  end',
    'end',
  ),
  'test/test_cleaner.rb': lines(
    'require_relative "helper"',
    '',
    'class TestCleaner < JekyllUnitTest',
    '  def test_cleanup',
    '    site = Site.new({})',
    '    site.process',
    '  end',
    'end',
  ),
  'bin/build.rb': lines('include Jekyll', '', 'site = Site.new({})', 'site.process'),
  'script/stray.rb': lines('class Stray', '  def go', '    site = Site.new({})', '    site.process', '  end', 'end'),
};

describeGraph('Ruby: constants through modules a top-level include mixes into Object (jekyll test/helper.rb)', FILES, 'graph-ruby-top-include', (fx) => {
  it('Site in a file that includes Jekyll, or requires the helper that does, is Jekyll::Site; a stray file keeps none', async () => {
    await expectEdges(fx, 'code_callers', {
      'Jekyll::Site#process': ['bin/build.rb:build.rb:receiver', 'test/test_cleaner.rb:TestCleaner#test_cleanup:receiver', 'test/test_doctor_command.rb:TestDoctorCommand#test_urls:receiver'],
      'Jekyll::Site#initialize': [
        'bin/build.rb:build.rb:receiver', 'test/helper.rb:JekyllUnitTest#fixture_site:receiver', 'test/test_cleaner.rb:TestCleaner#test_cleanup:receiver',
        'test/test_doctor_command.rb:TestDoctorCommand#test_urls:receiver',
      ],
    });
  });

  it('a top-level class of the name comes first: Page is ::Page, not Jekyll::Page', async () => {
    await expectEdges(fx, 'code_callers', {
      'Page#render @ lib/page.rb': ['test/test_doctor_command.rb:TestDoctorCommand#test_page:receiver'],
      'Jekyll::Page#render @ lib/jekyll/page.rb': [],
    });
  });
});
