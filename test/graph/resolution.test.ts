/**
 * Resolution gaps closed on real-shaped snippets: methods of object literals
 * held by consts (the handler objects of vuejs/core's reactivity and
 * component proxies), called through the const, across an import, and
 * through `this` inside the object — and a same-named method of another
 * object is never a caller.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, indexedGraph } from './helpers';

describe('code graph: resolution of object-literal methods', () => {
  const fx = indexedGraph(
    {
      'src/handlers.ts': [
        'export const instanceHandlers = {',
        '  get(target: Record<string, unknown>, key: string) {',
        '    return this.has(target, key) ? target[key] : undefined;',
        '  },',
        '  has(target: Record<string, unknown>, key: string) {',
        '    return key in target;',
        '  },',
        '};',
        '',
        'export const readonlyHandlers = {',
        '  has(target: Record<string, unknown>, key: string) {',
        '    return false;',
        '  },',
        '};',
        '',
      ].join('\n'),
      'src/use.ts': [
        "import { instanceHandlers, readonlyHandlers } from './handlers';",
        '',
        'export function lookup(t: Record<string, unknown>) {',
        "  return instanceHandlers.get(t, 'x');",
        '}',
        '',
        'export function check(t: Record<string, unknown>) {',
        "  return instanceHandlers.has(t, 'y') && !readonlyHandlers.has(t, 'y');",
        '}',
        '',
      ].join('\n'),
    },
    'graph-objlit',
  );

  it('names the methods after the const and finds their callers through it, across an import and through this', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'instanceHandlers.has' }), ['src/handlers.ts:instanceHandlers.has']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'instanceHandlers.has' }), ['src/handlers.ts:instanceHandlers.get', 'src/use.ts:check']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'instanceHandlers.get' }), ['src/use.ts:lookup']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'readonlyHandlers.has' }), ['src/use.ts:check']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'check' }), ['src/handlers.ts:instanceHandlers.has', 'src/handlers.ts:readonlyHandlers.has']);
  });
});

describe('code graph: resolution of fields and module-qualified constructors', () => {
  it('Python: self.x = a typed parameter, and m.Class() through a module import', async () => {
    const fx = await graphFixture(
      {
        'app/__init__.py': '',
        'app/models.py': ['class User:', '    def save(self):', '        return True', '', 'class Audit:', '    def record(self, what):', '        return what', ''].join('\n'),
        'app/decoy.py': ['class User:', '    def save(self):', '        return False', ''].join('\n'),
        'app/views.py': [
          'from app import models',
          'from app.models import Audit',
          'import app.models',
          '',
          'class Signup:',
          '    def __init__(self, audit: Audit):',
          '        self.audit = audit',
          '',
          '    def create(self):',
          '        u = models.User()',
          '        u.save()',
          "        self.audit.record('signup')",
          '',
          'def direct():',
          '    u = app.models.User()',
          '    return u.save()',
          '',
        ].join('\n'),
      },
      'graph-pyqual',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'User.save', path: 'app/models.py' }), ['app/views.py:Signup.create', 'app/views.py:direct']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'User.save', path: 'app/decoy.py' }), []);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Audit.record' }), ['app/views.py:Signup.create']);
  });

  it('TypeScript: this.x = a typed constructor parameter', async () => {
    const fx = await graphFixture(
      {
        'src/repo.ts': 'export class Repo {\n  save(): boolean {\n    return true;\n  }\n}\n',
        'src/service.ts': [
          "import { Repo } from './repo';",
          '',
          'export class Service {',
          '  private repo: unknown;',
          '  constructor(repo: Repo) {',
          '    this.repo = repo;',
          '  }',
          '  run() {',
          '    return (this.repo as Repo).save();',
          '  }',
          '}',
          '',
          'export class Keeper {',
          '  private store;',
          '  constructor(store: Repo) {',
          '    this.store = store;',
          '  }',
          '  keep() {',
          '    return this.store.save();',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      'graph-tscopy',
    );
    // Keeper's field takes the parameter's type; Service's is declared unknown, but its call casts to Repo.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save' }), ['src/service.ts:Keeper.keep', 'src/service.ts:Service.run']);
  });
});
