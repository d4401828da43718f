/**
 * PHP traits (newcomer 13a #8): a class that `use`s a trait has its methods,
 * so `$this->log()` inside the class and `$f->log()` on an instance are
 * calls of the trait's log; a class that does not use it is no caller.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'src/Loggable.php': '<?php\nnamespace App;\n\ntrait Loggable\n{\n    public function log(string $m): void { echo $m; }\n}\n',
  'src/Factory.php': [
    '<?php', // 1
    'namespace App;', // 2
    '', // 3
    'class Factory', // 4
    '{', // 5
    '    use Loggable;', // 6
    '    public function make(): void { $this->log("make"); }', // 7
    '}', // 8
    '', // 9
    'class Quiet', // 10
    '{', // 11
    '    public function log(string $m): void {}', // 12
    '    public function run(): void { $this->log("x"); }', // 13
    '}', // 14
    '',
  ].join('\n'),
  'index.php': '<?php\nuse App\\Factory;\n\nfunction main(): void {\n    $f = new Factory();\n    $f->log("direct");\n}\n',
};

describeGraph('code graph: PHP traits used by a class', FILES, 'graph-php-traits', (fx) => {
  it('$this->log() in the class and $f->log() on an instance call the trait\'s log; another class\'s own log is not it', async () => {
    assert.deepEqual((await callers(fx, 'Loggable.log')).map((e) => e.replace(/:[a-z-]+$/, '')), ['index.php:main', 'src/Factory.php:Factory::make']);
    assert.deepEqual((await callers(fx, 'Quiet.log')).map((e) => e.replace(/:[a-z-]+$/, '')), ['src/Factory.php:Quiet::run']);
  });
});
