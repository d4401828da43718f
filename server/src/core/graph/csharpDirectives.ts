/**
 * C# conditional compilation read as one configuration, for the grammar.
 *
 * The bundled tree-sitter-c-sharp reads a `#if`…`#endif` group inside a
 * switch section or a class's base list (Newtonsoft.Json's `#if
 * HAVE_ICLONEABLE ⏎ , ICloneable ⏎ #endif` after `IJEnumerable<JToken>`)
 * as an error, and 42 of Newtonsoft.Json's files were listed as files the
 * parser could not read whole (newcomer 46 #13). The C# compiler keeps one
 * branch of each group (C# spec §6.5.5, "Conditional compilation
 * directives"); without the project's symbols, this text keeps the first
 * branch of every group — the `#if` one, most often the fuller platform's —
 * and writes the directive lines and the other branches as blanks (same
 * length, every newline kept). The csharp LangSpec `retry`: used only when
 * the text as written has errors, kept only when this one has fewer.
 */
import type { SourceText } from './extract';

/** A conditional directive opening its line: `#if`, `#elif`, `#else`, `#endif` (groups: the directive). */
const DIRECTIVE = /^[ \t]*#[ \t]*(if|elif|else|endif)\b/;

/**
 * `src` with each `#if` group's first branch kept and its directive lines
 * and other branches blanked (see the module's comment); undefined when the
 * text holds no `#if`.
 */
export function csharpOneConfiguration(src: string): SourceText | undefined {
  if (!src.includes('#if')) return undefined;
  const lines = src.split('\n');
  // Per open group: whether its current branch is kept (its parent's kept and it is the first branch).
  const kept: boolean[] = [];
  const active = () => kept.length === 0 || kept[kept.length - 1];
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const m = DIRECTIVE.exec(lines[i]);
    const blank = () => {
      lines[i] = lines[i].replace(/[^\r]/g, ' ');
      changed = true;
    };
    if (!m) {
      if (!active()) blank();
      continue;
    }
    const d = m[1];
    if (d === 'if') kept.push(active());
    else if (d === 'endif') kept.pop();
    else if (kept.length) kept[kept.length - 1] = false;
    blank();
  }
  return changed ? { text: lines.join('\n'), blanked: [] } : undefined;
}
