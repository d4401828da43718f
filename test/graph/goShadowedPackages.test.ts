/**
 * Newcomer issue 3 #3 (viper_test.go imports
 * `github.com/go-viper/mapstructure/v2` and has `v2 := New();
 * v2.GetString(…)`, left unresolved): a local variable or parameter named
 * like an imported package hides the package in its scope (graphResolve,
 * Go spec "Declarations and scope"); elsewhere the name is the package. A
 * path ending in a major version (`…/lib/v2`, `gopkg.in/yaml.v3`) is
 * imported under the element before it (langGo packageName).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'store/store.go': ['package store', '', 'func Get() string { return "pkg" }', ''].join('\n'),
  'cfg/cfg.go': [
    'package cfg',
    '',
    'type Config struct{}',
    '',
    'func New() *Config { return &Config{} }',
    '',
    'func (c *Config) Get() string { return "cfg" }',
    '',
  ].join('\n'),
  'main/main.go': [
    'package main',
    '',
    'import (',
    '\t"example.com/app/cfg"',
    '\t"example.com/app/store"',
    '\t"github.com/x/lib/v2"',
    '\t"gopkg.in/yaml.v3"',
    ')',
    '',
    'func local() string {',
    '\tstore := cfg.New()',
    '\treturn store.Get()',
    '}',
    '',
    'func versioned() string {',
    '\tv2 := cfg.New()',
    '\t_ = lib.Decode',
    '\t_ = yaml.Marshal',
    '\treturn v2.Get()',
    '}',
    '',
    'func param(store *cfg.Config) string {',
    '\treturn store.Get()',
    '}',
    '',
    'func pkg() string {',
    '\treturn store.Get()',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Go: a variable named like an imported package hides it', FILES, 'go-shadowed-packages', (fx) => {
  it('resolves a call through a local or a parameter named like a package to its type; elsewhere the package', async () => {
    await expectEdges(fx, 'code_callees', {
      local: ['cfg/cfg.go:Config.Get:receiver', 'cfg/cfg.go:New:import'],
      versioned: ['cfg/cfg.go:Config.Get:receiver', 'cfg/cfg.go:New:import'],
      param: ['cfg/cfg.go:Config.Get:receiver'],
      pkg: ['store/store.go:Get:import'],
    });
  });

  it('imports a major-version path under the element before the version', () => {
    const imports = fx.graph.data.files.get('main/main.go')!.imports;
    assert.deepEqual(imports.map((i) => [i.local, i.source]), [
      ['cfg', 'example.com/app/cfg'],
      ['store', 'example.com/app/store'],
      ['lib', 'github.com/x/lib/v2'],
      ['yaml', 'gopkg.in/yaml.v3'],
    ]);
  });
});
