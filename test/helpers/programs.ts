/**
 * Small programs that more than one test file commits into its fixture
 * repository: defined once here so the files stay alike.
 */

/**
 * Python lines 1–10: a class `Widget` with `draw`, and `Button(Widget)` whose
 * `draw` calls `Widget.draw(self)` on line 8 (a call through the class, not an
 * instance), then two blank lines. Tests append their own lines from 11 on.
 */
export const PY_WIDGET_BUTTON: readonly string[] = [
  'class Widget:', // 1
  '    def draw(self):', // 2
  '        pass', // 3
  '', // 4
  '', // 5
  'class Button(Widget):', // 6
  '    def draw(self):', // 7
  '        Widget.draw(self)', // 8
  '', // 9
  '', // 10
];
