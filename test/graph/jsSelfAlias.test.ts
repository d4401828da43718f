/**
 * `var self = this` (`const that = this`): inside the function, nested
 * callbacks included, `self.x()` is a call on the function's own `this`
 * (express's res.render: `var self = this; …(function (err, str) {
 * self.send(str) })` was no caller of res.send; newcomer 46 #7). A nested
 * function declaring its own `self` keeps it; a class method's alias reaches
 * the class's methods. Real temp repository, the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'package.json': '{"name":"app"}\n',
  'lib/response.js': [
    'var res = module.exports = {}',
    'res.send = function send(body) { return body }',
    'res.render = function render(view) {',
    '  var self = this',
    '  doIt(function (err, str) { self.send(str) })',
    '}',
    'res.other = function other(list) {',
    '  var self = this',
    '  list.forEach(function (self) { self.send(2) })',
    '}',
  ].join('\n'),
  'src/view.ts': [
    'export class View {',
    '  draw(): void {}',
    '  later(xs: number[]): void {',
    '    const that = this',
    '    xs.forEach(function () { that.draw() })',
    '  }',
    '}',
  ].join('\n'),
};

describeGraph('code graph: `var self = this` stands for the function\'s this', FILES, 'js-self-alias', (fx) => {
  it('a call through the alias in a nested callback is a call on this; a parameter of the name is not', async () => {
    await expectEdges(fx, 'code_callers', {
      'res.send': ['lib/response.js:res.render:receiver'],
      'View.draw': ['src/view.ts:View.later:receiver'],
    });
  });
});
