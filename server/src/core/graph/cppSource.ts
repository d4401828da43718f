/**
 * C++ source as the grammar can read it (langCpp's LangSpec.source, run by
 * extraction in the index workers). tree-sitter knows no preprocessor: a
 * macro where C++ wants a keyword, or a directive inside a declaration,
 * breaks the parse of everything after it, and real libraries are full of
 * both (nlohmann/json lost most of `basic_json`'s members, fmt many of its
 * functions). One pass over the lines blanks what cannot be read, by as many
 * spaces (tabs and line breaks kept, so every position holds):
 *
 * - a line holding only an all-capitals macro name with an underscore
 *   (`NLOHMANN_JSON_NAMESPACE_BEGIN`, `Q_OBJECT`), kept as a use (cppMacros.ts
 *   reads the namespaces such a macro opens);
 * - a macro name opening a line before a `{` (`SPDLOG_TRY { sink->log(msg); }`,
 *   a macro for `try`): the block is read alone;
 * - a line holding only a macro call (`JSON_HEDLEY_DEPRECATED_FOR(3.8.0, f(a))`,
 *   `Q_PROPERTY(…)`), unless a `{` opens the next line (gtest's
 *   `TEST(Suite, Name)` then `{` is a function);
 * - macros opening a function's line (`FMT_CONSTEXPR FMT_INLINE auto f(`,
 *   `JSON_HEDLEY_WARN_UNUSED_RESULT static T parse(`, `JSON_EXPLICIT operator T()`)
 *   or a variable's (`ABSL_CONST_INIT static Env* env;`, Abseil's attribute macros);
 *   also after the specifiers (`static YAML_CPP_API std::atomic<size_t> n;`,
 *   `friend YAML_CPP_API RegEx operator!(…)`: SPECIFIED), anywhere;
 *   these three only where the line before ends a declaration or a directive
 *   (endsDeclaration), so an enumerator or an argument on a line of its own stays;
 * - an access label written with a macro: `public Q_SLOTS:` loses the macro,
 *   and one that is only a macro naming an access (`JSON_PRIVATE_UNLESS_TESTED:`,
 *   `Q_SIGNALS:`) becomes that access, padded;
 * - the directive lines of an `#if` group inside a declaration (`template<…>`
 *   / `#if …` / `constexpr` / `#endif` / `auto get()`, `#if` between template
 *   arguments), both branches' code kept: a group is inside when the code line
 *   before its `#if` ends no declaration (midDeclaration); its `#elif`, `#else`,
 *   `#endif` and every group nested in it go with it;
 * - in a `#if`/`#elif` condition, a feature test's argument the grammar cannot
 *   read (`__has_include(<version>)`, `__has_cpp_attribute(msvc::lifetimebound)`:
 *   HAS_QUERY) written as `1`.
 *
 * One forward pass with a cheap test per line (a line starting with `#`, a
 * capital or `p`), since C++ headers run to megabytes: separate regular
 * expressions over the whole text cost ~80 ms per MiB, a third of the parse.
 */

/** An all-capitals macro name with an underscore (`FMT_CONSTEXPR`). */
export const NAME = String.raw`[A-Z][A-Z0-9]*_[A-Z0-9_]*`;
/** A macro's argument list on one line (two levels of nested parentheses). */
const ARGS = String.raw`\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)`;
/** Such a name with an argument list. */
const CALL = `${NAME}${ARGS}`;
/** A line (from its first non-blank character) holding only a macro name, maybe a `//` comment after it. */
const LONE_NAME = new RegExp(String.raw`(${NAME})[ \t]*(?:\/\/.*)?$`, 'y');
/** A line opening with a macro name right before a `{` (`SPDLOG_TRY { sink->log(msg); }`, a macro standing for `try`). */
const BLOCK_NAME = new RegExp(String.raw`(${NAME})[ \t]*(?=\{)`, 'y');
/** A line holding only a macro call. */
const LONE_CALL = new RegExp(String.raw`${CALL}[ \t]*(?:\/\/.*)?$`, 'y');
/**
 * A variable's declaration after attribute macros, up to its name's end: specifiers, a type (maybe
 * qualified, with template arguments), `*`/`&`, the name (maybe qualified: a static member defined out of its class,
 * `YAML_CPP_API std::atomic<size_t> node::m_amount{0};`), then `;`, `=`, `{`, `[` or `,`
 * (`ABSL_CONST_INIT static Env* env_ptr;`, `ABSL_ATTRIBUTE_UNUSED static int n = 0;`). Two words at
 * least, so `LARGE_INTEGER distance;` (a macro naming a type) keeps its macro.
 */
const VARIABLE = String.raw`(?:(?:static|extern|inline|constexpr|constinit|const|thread_local|volatile|mutable)[ \t]+)*[A-Za-z_][\w:]*(?:<[^;(){}]*>)?[ \t*&]+(?:const[ \t*&]+)?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*[ \t]*[;={[,]`;
/** Macros (with or without arguments) before a function's or a variable's declaration on its line, or a template's (`FMT_EXPORT template <typename Context> class store {`). */
const LEADING = new RegExp(String.raw`(?:(?:${CALL}|${NAME})[ \t]+)+(?=[A-Za-z_~].*\(|${VARIABLE}|template[ \t]*<)`, 'y');
/**
 * Macros after a declaration's specifiers (1: the specifiers; 2: the macros), before a type and a declarator:
 * `static YAML_CPP_API std::atomic<size_t> m_amount;`, `extern YAML_CPP_API _Null Null;`, `friend YAML_CPP_API RegEx
 * operator!(const RegEx& ex);` (export macros written after the storage class), an explicit instantiation's
 * `template FMT_API void buffer<char>::append(…);`. A type and a name must follow, so
 * `static LARGE_INTEGER freq;` (a macro naming the type) keeps its macro.
 */
const SPECIFIED = new RegExp(
  String.raw`((?:(?:static|extern|friend|inline|virtual|template)[ \t]+)+)((?:(?:${CALL}|${NAME})[ \t]+)+)(?=[A-Za-z_][\w:]*(?:<[^;(){}]*>)?[ \t*&]+(?:const[ \t*&]+)?(?:operator\b|[A-Za-z_~]\w*(?:<[^;(){}]*>)?(?:::[A-Za-z_~]\w*)*[ \t]*[(;={[,]))`,
  'y',
);
/** One macro of a LEADING run, with the blanks after it. */
const LEADING_ITEM = new RegExp(String.raw`(?:${CALL}|${NAME})[ \t]+`, 'y');

/**
 * How much of `line`'s LEADING run `lead` is blanked: all of it, save a last
 * macro whose argument is a type (TYPE_ARGUMENT): it wraps the return type, right before the function's
 * name (`CJSON_PUBLIC(const char *) cJSON_Version(void)`, `SQLITE_API(int)
 * f(…)`): without it the function has no type and the grammar reads an error,
 * while with it the grammar reads the macro as the type (macro_type_specifier),
 * and the function (newcomer 37: cJSON's 78 public functions were missing).
 */
function leadingCut(line: string, lead: string): number {
  if (!/^[A-Za-z_]\w*[ \t]*\(/.test(line.slice(lead.length))) return lead.length;
  let last = 0;
  LEADING_ITEM.lastIndex = 0;
  while (LEADING_ITEM.lastIndex < lead.length) {
    const at = LEADING_ITEM.lastIndex;
    const m = LEADING_ITEM.exec(lead);
    if (!m) return lead.length;
    last = at;
    if (LEADING_ITEM.lastIndex === at) return lead.length;
  }
  return TYPE_ARGUMENT.test(lead.slice(last)) ? last : lead.length;
}

/** A macro call whose one argument reads as a C type (`(const char *)`, `(void)`, `(struct cJSON *)`, `(unsigned long)`), with the blanks after it. */
const TYPE_ARGUMENT = /^[A-Z][A-Z0-9_]*\(\s*(?:(?:const|volatile|struct|union|enum|unsigned|signed|long|short)\s+)*[A-Za-z_]\w*(?:\s*(?:\*|const\b))*\s*\)[ \t]*$/;

/**
 * Macros before a return type that ends its line, the function's name on the
 * next (`JEMALLOC_ALWAYS_INLINE bool` / `emap_edata_in_transition(…)`, the
 * GNU layout): up to the type, whose words (`bool`, `void *`, `const char *`)
 * end the line; blanked when NAME_NEXT holds.
 */
const LEADING_BEFORE_TYPE = new RegExp(String.raw`(?:${NAME}[ \t]+)+(?=(?:(?:static|inline|const|unsigned|signed|struct|enum|union)[ \t]+)*[A-Za-z_]\w*[ \t*&]*$)`, 'y');
/** The next line starts with a function's name and its `(`. */
const NAME_NEXT = /^[ \t]*[A-Za-z_]\w*[ \t]*\(/;

/** An access label written with a macro: `JSON_PRIVATE_UNLESS_TESTED:`, `public Q_SLOTS:`. */
const ACCESS = new RegExp(String.raw`(?:(public|private|protected)[ \t]+)?(${NAME})(?=[ \t]*:(?!:))`, 'y');
/** Macro names that stand for an access specifier on their own; another capitals name before a colon may be a `goto` label. */
const ACCESS_WORD = /PRIVATE|PROTECTED|PUBLIC|SIGNALS|SLOTS/;
/** A conditional directive (trimmed line). */
const CONDITIONAL = /^#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b/;

/**
 * A feature test in a directive's condition: `__has_include(<version>)`, `__has_cpp_attribute(msvc::lifetimebound)`,
 * or a macro wrapping one, of a header name or a scoped attribute (`FMT_HAS_INCLUDE(<string_view>)`, `("x.h")`,
 * `FMT_HAS_CPP_ATTRIBUTE(clang::lifetimebound)`). The grammar reads neither a header name, a string nor a scoped
 * attribute there (yaml-cpp's ptr.h and dragonbox.h, fmt's format.h were read with errors): readableCpp writes the
 * test as `1`, padded to its length. Both branches of a group are read either way, and the test is no call of the
 * repository's.
 */
const HAS_QUERY = /\b__has_(?:include_next|include|cpp_attribute|c_attribute)[ \t]*\([^()\n]*\)|\b[A-Za-z_]\w*[ \t]*\((?:[ \t]*<[^()<>\n]*>[ \t]*|[ \t]*"[^"\n]*"[ \t]*|[\w \t]*::[\w: \t]*)\)/g;

/** `s` with every character but tabs made a space. */
const blank = (s: string) => s.replace(/[^\t]/g, ' ');
/** `s` (maybe several lines) with every character but tabs and line breaks made a space. */
const blankLines = (s: string) => s.replace(/[^\t\r\n]/g, ' ');

/**
 * `src` made readable for the grammar (see the module comment), with the
 * lone macro names it blanked and their 1-based lines (FileRec.macroUses
 * keeps those at namespace scope). Returns `src` itself when nothing changed.
 * `lean`: lone macro names only, for a file whose full treatment the
 * grammar's error recovery turned into one error over most of the file
 * (tree-sitter recovers globally: making one declaration readable can
 * change how an error far away is recovered; langCpp's `source` falls back).
 */
export function readableCpp(src: string, lean = false): { text: string; uses: { name: string; line: number }[] } {
  const uses: { name: string; line: number }[] = [];
  const parts: string[] = [];
  let copied = 0;
  // The last non-blank line as the grammar will read it, and the last such line that is no conditional directive
  // (its text when changed, else offsets into src, so a line that needs no look costs no string).
  let outFrom = -1;
  let outTo = -1;
  let outText: string | undefined;
  let codeFrom = -1;
  let codeTo = -1;
  let codeText: string | undefined;
  const lastOut = () => outText ?? (outFrom < 0 ? undefined : src.slice(outFrom, outTo).trim());
  const lastCode = () => codeText ?? (codeFrom < 0 ? undefined : src.slice(codeFrom, codeTo).trim());
  const inside: boolean[] = [];
  // The line before ended with `\` inside a directive: this one continues it.
  let continued = false;
  let lineNo = 0;
  for (let start = 0; start <= src.length; ) {
    lineNo++;
    let end = src.indexOf('\n', start);
    if (end < 0) end = src.length;
    const next = end + 1;
    let first = start;
    let c = src.charCodeAt(first);
    while ((c === 32 || c === 9) && first < end) c = src.charCodeAt(++first);
    if (continued) {
      // A directive's continuation line is part of it: after its last line, code reads as after a directive.
      continued = endsWithBackslash(src, first, end);
      if (!continued) outText = codeText = '#';
      start = next;
      continue;
    }
    if (first >= end || (c === 13 && first === end - 1)) {
      start = next;
      continue;
    }
    const isCapital = c >= 65 && c <= 90;
    // `static`, `extern`, `friend`, `inline`, `virtual`: maybe a macro after them (SPECIFIED).
    const specifier = c === 115 || c === 101 || c === 102 || c === 105 || c === 118 || c === 116;
    if (c !== 35 && !isCapital && c !== 112 && !specifier) {
      outFrom = codeFrom = first;
      outTo = codeTo = end;
      outText = codeText = undefined;
      start = next;
      continue;
    }
    const raw = src.slice(first, end);
    const trimmed = raw.trimEnd();
    let out: string | undefined;
    let isConditional = false;
    if (lean) {
      LONE_NAME.lastIndex = 0;
      const name = isCapital && endsDeclaration(lastOut()) ? LONE_NAME.exec(trimmed) : null;
      if (name) {
        uses.push({ name: name[1], line: lineNo });
        out = blank(raw);
        outText = trimmed;
      } else if (c === 35) continued = trimmed.endsWith('\\');
    } else if (c === 35) {
      continued = trimmed.endsWith('\\');
      const cond = CONDITIONAL.exec(trimmed);
      if (cond) {
        isConditional = true;
        let inDecl: boolean;
        if (cond[1].startsWith('if')) {
          // A condition continued on the next lines is kept whole, and its group with it.
          inDecl = !continued && (inside.includes(true) || midDeclaration(lastCode()));
          inside.push(inDecl);
        } else if (cond[1] === 'endif') inDecl = inside.pop() ?? false;
        else inDecl = inside[inside.length - 1] ?? false;
        if (inDecl && !continued) out = blank(raw);
        else if (cond[1] !== 'else' && cond[1] !== 'endif' && (raw.includes('__has_') || raw.includes('<') || raw.includes('::') || raw.includes('"'))) {
          const plain = raw.replace(HAS_QUERY, (m) => '1'.padEnd(m.length));
          if (plain !== raw) out = plain;
        }
      }
    } else if (specifier) {
      SPECIFIED.lastIndex = 0;
      const m = SPECIFIED.exec(trimmed);
      if (m) out = `${m[1]}${blank(m[2])}${raw.slice(m[0].length)}`;
    } else {
      ACCESS.lastIndex = 0;
      const access = ACCESS.exec(trimmed);
      if (access) {
        const [m, keyword, name] = access;
        if (keyword) out = `${m.replace(name, ' '.repeat(name.length))}${raw.slice(m.length)}`;
        else if (ACCESS_WORD.test(name)) {
          const word = name.includes('PRIVATE') ? 'private' : name.includes('PROTECTED') ? 'protected' : 'public';
          if (word.length <= name.length) out = `${word.padEnd(name.length)}${raw.slice(m.length)}`;
        }
      } else if (isCapital && endsDeclaration(lastOut())) {
        LONE_NAME.lastIndex = 0;
        LONE_CALL.lastIndex = 0;
        LEADING.lastIndex = 0;
        const name = LONE_NAME.exec(trimmed);
        if (name) {
          uses.push({ name: name[1], line: lineNo });
          out = blank(raw);
          // A blanked lone macro still reads as a declaration's end to the line after it, as it did before blanking.
          outText = trimmed;
        } else if ((BLOCK_NAME.lastIndex = 0), BLOCK_NAME.test(trimmed)) {
          // `SPDLOG_TRY {`: a block after a keyword-like macro; read as the block alone (the grammar took `NAME {…}` for a
          // compound literal missing its `;`, and the braces after it were lost).
          out = `${blank(trimmed.slice(0, BLOCK_NAME.lastIndex))}${raw.slice(BLOCK_NAME.lastIndex)}`;
        } else if (LONE_CALL.test(trimmed)) {
          if (!/^\s*\{/.test(src.slice(next, next + 400))) out = blank(raw);
        } else {
          const lead = LEADING.exec(trimmed);
          const cut = lead ? leadingCut(trimmed, lead[0]) : 0;
          if (cut) out = `${blank(trimmed.slice(0, cut))}${raw.slice(cut)}`;
          else {
            // `JEMALLOC_ALWAYS_INLINE bool` with the function's name on the next line (`emap_edata_in_transition(…)`).
            LEADING_BEFORE_TYPE.lastIndex = 0;
            const m = LEADING_BEFORE_TYPE.exec(trimmed);
            if (m && NAME_NEXT.test(src.slice(next, next + 200))) out = `${blank(m[0])}${raw.slice(m[0].length)}`;
          }
        }
      }
    }
    if (out === undefined) {
      outFrom = first;
      outTo = end;
      outText = undefined;
      if (!isConditional) {
        codeFrom = first;
        codeTo = end;
        codeText = undefined;
      }
    } else {
      parts.push(src.slice(copied, first), out);
      copied = end;
      const kept = out.trim();
      if (kept) outText = codeText = kept;
    }
    start = next;
  }
  if (!parts.length) return { text: src, uses };
  parts.push(src.slice(copied));
  return { text: parts.join(''), uses };
}

/** Whether the line from `first` to `end` of `src` ends with `\\` (spaces and a carriage return after it allowed). */
function endsWithBackslash(src: string, first: number, end: number): boolean {
  let k = end - 1;
  while (k >= first && (src.charCodeAt(k) === 32 || src.charCodeAt(k) === 9 || src.charCodeAt(k) === 13)) k--;
  return k >= first && src.charCodeAt(k) === 92;
}

/**
 * A code line that is a label: an access label (`public:`, `public Q_SLOTS:` as blanked), `case …:`,
 * `default:`, or one name (a `goto` label, `signals:`). A line ending in another `:` (`Limiter(int n)
 * :`, a lone `:`) opens a constructor's initializers, and a `#if` after it stands inside them.
 */
const LABEL = /^(?:(?:public|private|protected)\b[\w \t]*|case\b.*|[A-Za-z_]\w*[ \t]*):$/;

/** A whole code line, or a whole word, that is one capitals macro name (`NLOHMANN_JSON_NAMESPACE_BEGIN`). */
export const ONLY_NAME = new RegExp(`^${NAME}$`);

/** Whether code `code` (a trimmed line) is a template head alone: `template<typename T>`. */
const isTemplateHead = (code: string) => code.startsWith('template') && /^template\s*<.*>$/.test(code);

/**
 * Whether the code line `prev` (trimmed; undefined at the file's start) ends
 * a declaration or a directive: `;`, `{`, `}`, a label's `:`, a comment, a `#` line not
 * continued, `template<…>` (an attribute macro may follow it), or a lone
 * macro name.
 */
function endsDeclaration(prev: string | undefined): boolean {
  if (prev === undefined) return true;
  if (prev.startsWith('#')) return !prev.endsWith('\\');
  if (prev.startsWith('//') || prev.endsWith('*/')) return true;
  const code = prev.replace(/\/\/.*$/, '').trimEnd();
  if (!code) return true;
  const last = code[code.length - 1];
  // An access label (`public:`) too; not `a::`.
  if (last === ';' || last === '{' || last === '}') return true;
  // A label's colon (`public:`, `case 1:`, `done:`), not a constructor's `Limiter(int n) :` or a lone `:` before its initializers.
  if (last === ':' && !code.endsWith('::')) return LABEL.test(code);
  return isTemplateHead(code) || ONLY_NAME.test(code);
}

/**
 * Whether a conditional directive after the raw code line `prev` (trimmed,
 * conditional directives passed over; undefined at the file's start) stands
 * inside a declaration: `prev` is no directive and ends none
 * (endsDeclaration), or is a template head (`template<…>` / `#if …
 * constexpr #endif` / `auto get()`).
 */
function midDeclaration(prev: string | undefined): boolean {
  if (prev === undefined || prev.startsWith('#')) return false;
  return isTemplateHead(prev.replace(/\/\/.*$/, '').trimEnd()) || !endsDeclaration(prev);
}

/** A calling-convention macro inside a function pointer's declarator: `(CJSON_CDECL *allocate)`, `(SDL_CALL *fn)`. */
const POINTER_CONVENTION = new RegExp(String.raw`\((\s*)(${NAME})(?=[ \t]+\*[ \t]*[A-Za-z_]\w*[ \t]*\)[ \t]*\()`, 'g');

/**
 * `src` with calling-convention macros inside function pointer declarators
 * blanked by as many spaces (`void *(CJSON_CDECL *allocate)(size_t size);`
 * reads `void *(            *allocate)(…)`), which the grammar, knowing
 * no macros, read as an error that cost the struct's later members (newcomer
 * 37, cJSON's internal_hooks and cJSON_Hooks). Only a macro name (an
 * all-capitals name with an underscore, NAME) right after `(` and before
 * `*name)(`, a pointer declarator and its parameters: a cast `(FOO_T *)p` or a
 * parameter `(FOO_T *p)` keeps its type; Microsoft's own keywords
 * (`__cdecl`) the grammar reads.
 */
export function blankPointerConventions(src: string): string {
  return src.includes('*') ? src.replace(POINTER_CONVENTION, (_m, sp: string, name: string) => `(${sp}${' '.repeat(name.length)}`) : src;
}

/** A calling-convention macro between a function's return type and its name: `static void * CJSON_CDECL internal_malloc(`, `int SDL_CALL f(`. */
const NAME_CONVENTION = new RegExp(String.raw`(?<=([\w*&]+)[ \t]*)\b(${NAME})(?=[ \t]+[A-Za-z_]\w*[ \t]*\()`, 'g');

/** Words after which an all-capitals name is the return type, not a calling convention (`static LUA_NUMBER f(`). */
const NOT_A_TYPE = new Set(['static', 'extern', 'inline', 'const', 'volatile', 'register', 'return', 'typedef', 'else', 'case', 'goto', 'sizeof', 'struct', 'enum', 'union', 'unsigned', 'signed']);

/**
 * `#ifdef __cplusplus` groups of a C header holding only `extern "C" {` or
 * its closing `}` (the usual guard around a C library's declarations): the
 * C grammar reads the unclosed brace as an error at every such header's end.
 */
const CPLUSPLUS_GUARD = /^([ \t]*#[ \t]*if(?:def[ \t]+__cplusplus|[ \t]+defined[ \t]*\(?[ \t]*__cplusplus[ \t]*\)?)[^\n]*\n)((?:[ \t]*(?:extern[ \t]+"C"[ \t]*\{?|\{|\})[ \t]*(?:\/\/[^\n]*|\/\*[^\n]*?\*\/)?[ \t]*\r?\n)+)(?=[ \t]*#[ \t]*endif)/gm;

/** `va_arg(ap, char *)`: the standard macro's type argument (C11 §7.16.1.1), without parentheses in it. */
const VA_ARG = /\bva_arg(\s*\([^(),;]*,)([^(),;]+)\)/g;

/**
 * `src` with the type argument of each `va_arg(ap, T)` written as a number
 * of the same length (`va_arg(ap, 000000)`, no name to be read as a value
 * handed on): the grammar reads a
 * type there as an error (newcomer-style reading of redis: 10 of the first
 * 30 src/ files with parse errors, every function taking `...`). Positions
 * hold; the call itself stays a call of `va_arg`.
 */
export function readableVaArgs(src: string): string {
  return src.includes('va_arg') ? src.replace(VA_ARG, (_m, head: string, type: string) => `va_arg${head}${type.replace(/[^\n]/g, '0')})`) : src;
}

/** A pointer or reference declarator with no name before a default value, maybe a comment naming it (1): `* = 0`, `& = T()`, `void*` then a `hint` comment then `= 0`; then the blank before `=` (not `==`). */
const UNNAMED_DEFAULT = /([*&](?:[ \t]*\/\*[^*\n]*\*\/)?[ \t]*?)[ \t](?==(?!=))/g;

/** A default value written as a braced list, `= {}` / `= {a, b}`, right before a `,` or `)`: a parameter's (1: its list). */
const BRACED_DEFAULT = /=[ \t]\{([^{}\n]*)\}(?=[ \t]*[,)])/g;

/**
 * C++ source with two kinds of parameter default the grammar cannot read made
 * readable, by as many characters: a default after a pointer or reference
 * with no name (`typename disable_if<is_numeric<T>>::type* = 0`,
 * `typename std::enable_if<…>::type* = nullptr` in a template's parameters,
 * `const std::string& = std::string()`, a comment naming the parameter
 * between the `*` and the `=`) gets the name `_` in the blank before its `=`
 * (the grammar reads no abstract declarator with a default value); and a
 * braced default (`locale_ref loc = {}`, `Options o = {1, 2}`) becomes a
 * construction `=_{}` of a type `_`, in the blank after the `=` (the grammar
 * reads no initializer list there). The function around either was an error
 * (yaml-cpp's exceptions.h, fmt's xchar.h).
 */
export function readableDefaults(src: string): string {
  if (!src.includes(' =')) return src;
  const text = src.replace(UNNAMED_DEFAULT, '$1_');
  return text.includes('= {') ? text.replace(BRACED_DEFAULT, '=_{$1}') : text;
}

/** A conditional directive opening, parting or closing a group (1: the word). */
const GROUP_LINE = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b/;

/** A line a `\` continues onto the next (a directive written over several lines). */
const CONTINUED = /\\\r?$/;

/**
 * C/C++ source where an `#if … #else … #endif` group whose two branches each
 * open (or each close) the same number of braces more than they close — two
 * heads of one function sharing its body:
 *
 *     #if UV_VERSION_MINOR < 11
 *     static void redisLibuvTimeout(uv_timer_t *timer, int status) {
 *     #else
 *     static void redisLibuvTimeout(uv_timer_t *timer) {
 *     #endif
 *
 * — keeps the first branch only, as plain code: the `#else` branch's lines
 * and the group's directives blanked (line breaks kept, so every position holds). The grammar reads every branch of
 * a group, so both heads opened a brace, the braces never balanced, and
 * hiredis's adapters/libuv.h was one error from its first line (newcomer 43
 * #12). Groups with `#elif`, nested groups and balanced branches are kept.
 */
export function oneBranchOfUnbalanced(src: string): string {
  if (!src.includes('#else')) return src;
  const lines = src.split('\n');
  let changed = false;
  // Open groups: the first and last lines of their `#if`, the `#else` line, whether one is nested or has an #elif, and each branch's brace balance.
  const open: { ifAt: number; ifEnd: number; elseAt: number; mixed: boolean; balance: [number, number] }[] = [];
  for (let k = 0; k < lines.length; k++) {
    const m = GROUP_LINE.exec(lines[k]);
    const at = k;
    // A directive continued on the next lines (`#if a || \`): those lines are the directive's.
    if (m) while (CONTINUED.test(lines[k]) && k + 1 < lines.length && !GROUP_LINE.test(lines[k + 1])) k++;
    if (!m) {
      const g = open[open.length - 1];
      // Another directive (`#define QUIET_BEGIN namespace quiet_a {`, continued or not) holds no code of the branch.
      if (/^[ \t]*#/.test(lines[k])) {
        while (CONTINUED.test(lines[k]) && k + 1 < lines.length) k++;
        continue;
      }
      if (g) {
        const code = lines[k].replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\/.*$/g, '');
        let b = 0;
        for (const c of code) b += c === '{' ? 1 : c === '}' ? -1 : 0;
        g.balance[g.elseAt < 0 ? 0 : 1] += b;
      }
      continue;
    }
    const word = m[1];
    if (word.startsWith('if')) {
      if (open.length) open[open.length - 1].mixed = true;
      open.push({ ifAt: at, ifEnd: k, elseAt: -1, mixed: false, balance: [0, 0] });
    } else if (word === 'elif') {
      if (open.length) open[open.length - 1].mixed = true;
    } else if (word === 'else') {
      if (open.length) open[open.length - 1].elseAt = k;
    } else {
      const g = open.pop();
      if (g && !g.mixed && g.elseAt >= 0 && g.balance[0] !== 0 && g.balance[0] === g.balance[1]) {
        // The `#else` branch and the group's directives blanked: the first branch reads as the code around it (a function
        // starting in the group and ending after it is no declaration the grammar can read with the directives in between).
        const blankLine = (j: number) => (lines[j] = lines[j].replace(/[^\t\r]/g, ' '));
        for (let j = g.ifAt; j <= g.ifEnd; j++) blankLine(j);
        for (let j = g.elseAt; j <= k; j++) blankLine(j);
        changed = true;
      }
    }
  }
  return changed ? lines.join('\n') : src;
}

/** `template <` (a template's parameter list opening), where readableTemplateParameters looks. */
const TEMPLATE_OPEN = /\btemplate[ \t]*</g;
/** A named type parameter with a default (1: the parameter up to its name; 2: from the `=` on, blanks around kept apart). */
const TYPE_DEFAULT = /^([ \t\r\n]*(?:typename|class)[ \t\r\n]+[A-Za-z_]\w*)([ \t\r\n]*=[^]*?)[ \t\r\n]*$/;
/** A macro call standing for a parameter (`FMT_ENABLE_IF(sizeof(To) == sizeof(From))`, which expands to `enable_if_t<…, int> = 0`; 1: up to the name's end). */
const MACRO_PARAMETER = new RegExp(String.raw`^([ \t\r\n]*${NAME})[ \t]*\(`);

/**
 * C++ source with the parameters of template parameter lists the grammar
 * cannot read written as it can, by as many characters (line breaks kept):
 * a macro call standing for a parameter (fmt's `template <typename T,
 * FMT_ENABLE_IF(is_integral<T>::value)>`, a SFINAE constraint) keeps only
 * the macro's name, read as a parameter of that type, and a type
 * parameter's default that is more than a type's name (`typename Ptr =
 * const T*`, `typename V = typename std::remove_cv<U>::type`) is blanked
 * from its `=` (the grammar reads only a type's name there). Either made
 * the template an error, and what followed it (fmt's format.h, printf.h,
 * ranges.h); signatures show `template <typename T, FMT_ENABLE_IF>` and
 * `typename Ptr`.
 */
export function readableTemplateParameters(src: string): string {
  if (!src.includes('template')) return src;
  const parts: string[] = [];
  let copied = 0;
  TEMPLATE_OPEN.lastIndex = 0;
  for (let m = TEMPLATE_OPEN.exec(src); m; m = TEMPLATE_OPEN.exec(src)) {
    // The parameters, parted by the commas outside parentheses, brackets and nested angle brackets, to the `>` closing the list.
    const params: [number, number][] = [];
    let from = TEMPLATE_OPEN.lastIndex;
    let depth = 0;
    let angle = 0;
    let end = -1;
    for (let k = from; k < src.length && k < from + 4000; k++) {
      const c = src.charCodeAt(k);
      if (c === 40 || c === 91 || c === 123) depth++;
      else if (c === 41 || c === 93 || c === 125) {
        if (--depth < 0) break;
      } else if (c === 59) break;
      else if (depth === 0 && c === 60) angle++;
      else if (depth === 0 && c === 62 && src.charCodeAt(k - 1) !== 45) {
        if (angle === 0) {
          end = k;
          break;
        }
        angle--;
      } else if (depth === 0 && angle === 0 && c === 44) {
        params.push([from, k]);
        from = k + 1;
      }
    }
    if (end < 0) continue;
    params.push([from, end]);
    for (const [a, b] of params) {
      const text = src.slice(a, b);
      let out: string | undefined;
      const macro = MACRO_PARAMETER.exec(text);
      if (macro) out = macro[1] + blankLines(text.slice(macro[1].length));
      else if (text.includes('=')) {
        const d = TYPE_DEFAULT.exec(text);
        if (d && /[*&]|\b(?:const|volatile|typename)\b/.test(d[2])) out = d[1] + blankLines(d[2]) + text.slice(d[1].length + d[2].length);
      }
      if (out === undefined || out === text) continue;
      parts.push(src.slice(copied, a), out);
      copied = b;
    }
    TEMPLATE_OPEN.lastIndex = end;
  }
  if (!parts.length) return src;
  parts.push(src.slice(copied));
  return parts.join('');
}

/** A block macro's arguments and the `{` after them: `(e, &list, link) {`, parentheses nested two deep. */
const BLOCK_MACRO_ARGS = String.raw`[ \t]*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)[ \t]*\{`;
/**
 * An indented line that is a macro call opening a block: `ql_foreach(e, &list, link) {`,
 * `TEST("adds keys") {`, `run_with_period(100) {` (jemalloc's and redis's loop and test macros).
 */
const BLOCK_MACRO = new RegExp(String.raw`^([ \t]+)([A-Za-z_]\w*)(${BLOCK_MACRO_ARGS}[ \t]*\r?)$`, 'gm');
/** An indented call of a statement-like macro opening a block, in C++ (blankCppBlockMacros): a name in capitals ending `_CATCH`, `_FOREACH`, `_FOR`, `_WHILE`, `_IF`, `_LOCK`… (not `TEST_F`, a test's definition). */
const CPP_BLOCK_MACRO = new RegExp(String.raw`^([ \t]+)([A-Z][A-Z0-9_]*_(?:CATCH|FOREACH|FOR_EACH|FOR|WHILE|IF|LOCK|SYNCHRONIZED))(${BLOCK_MACRO_ARGS})`, 'gm');

/** A block macro's line, `name(…) {` after `indent`, written as `if` of the same arguments, by as many characters. */
function asIf(indent: string, name: string, rest: string): string {
  return `${indent}if${' '.repeat(name.length - 2)}${rest}`;
}

/** A capitals macro between `if` and its condition (1: `if` and blanks; 2: the macro), standing for `constexpr`: fmt's `if FMT_CONSTEXPR20 (need_copy<T>::value) {`. */
const IF_MACRO = /\b(if[ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?=[ \t]*\()/g;

/** The loop macros among CPP_BLOCK_MACRO's names (`BOOST_FOREACH`, `Q_FOREACH`, `FOO_FOR_EACH`). */
const FOREACH_NAME = /_FOR_?EACH$/;

/**
 * A loop macro's line, `BOOST_FOREACH (const Node& item, node) {` after
 * `indent`, written as the range-based `for` it stands for, by as many
 * characters: `for           (const Node& item : node) {` (Boost.Foreach's
 * `BOOST_FOREACH(VAR, COL)`: the last comma outside parentheses and angle
 * brackets parts the loop variable from the range). Undefined when the
 * arguments have no such comma.
 */
function asRangeFor(indent: string, name: string, rest: string): string | undefined {
  const open = rest.indexOf('(');
  let depth = 0;
  let angle = 0;
  let comma = -1;
  for (let k = open + 1; k < rest.length; k++) {
    const c = rest[k];
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && c === '<') angle++;
    else if (depth === 0 && c === '>' && angle > 0) angle--;
    else if (depth === 0 && angle === 0 && c === ',') comma = k;
  }
  if (comma < 0) return undefined;
  return `${indent}for${' '.repeat(name.length - 3)}${rest.slice(0, comma)}:${rest.slice(comma + 1)}`;
}

/**
 * C++ source with an indented call of a statement-like macro opening a block
 * (`FMT_CATCH(...) {}`, `BOOST_FOREACH(x, xs) {`; CPP_BLOCK_MACRO) read
 * as an `if` of its arguments, by as many characters, a loop macro as the
 * range-based `for` it stands for (asRangeFor); and a macro between `if` and
 * its condition (`if FMT_CONSTEXPR20 (…)`, IF_MACRO) blanked; `if (1)` and blanks
 * when they are no expression (`...`). The grammar read fmt's
 * `FMT_CATCH(...) {}` inside a function as a function definition
 * `FMT_CATCH` (newcomer 41): six made-up functions, the catch blocks'
 * calls theirs. Only such names: an indented `TEST_F(A, B) {` in a
 * namespace is a test's definition, a constructor is named as its class.
 */
export function blankCppBlockMacros(src: string): string {
  if (src.includes('if ')) src = src.replace(IF_MACRO, (_m, head: string, name: string) => `${head}${' '.repeat(name.length)}`);
  if (!src.includes(') {')) return src;
  return src.replace(CPP_BLOCK_MACRO, (_m, indent: string, name: string, rest: string) => {
    if (FOREACH_NAME.test(name)) {
      const loop = asRangeFor(indent, name, rest);
      if (loop) return loop;
    }
    if (!rest.includes('...')) return asIf(indent, name, rest);
    const open = rest.indexOf('(');
    const close = rest.lastIndexOf(')');
    return asIf(indent, name, `${rest.slice(0, open)}(1${' '.repeat(close - open - 2)}${rest.slice(close)}`);
  });
}

/** Names a BLOCK_MACRO line may not have: C's own statements. */
const C_STATEMENTS = new Set(['if', 'while', 'for', 'switch', 'return', 'sizeof', 'do', 'else']);

/**
 * C source with what only C++ compilers or the preprocessor read made plain,
 * each part rewritten by as many characters (line breaks kept, so every
 * position holds): blanked, the
 * `extern "C" {` and `}` of `#ifdef __cplusplus` guards (CPLUSPLUS_GUARD),
 * and a calling-convention macro between a return type and a function's
 * name (`static void * CJSON_CDECL internal_malloc(size_t size)`; NAME,
 * an all-capitals name with an underscore), not where the name follows a
 * storage class or qualifier and so is the type (NOT_A_TYPE); an indented
 * macro call opening a block, read as an `if` of its arguments (BLOCK_MACRO:
 * `ql_foreach(e, &l, link) {`, redis's `TEST("…") {`); and the type argument
 * of `va_arg` (readableVaArgs). Newcomer 37: 33 of cJSON's files
 * were listed with parse errors, most for these.
 */
export function blankCOnly(src: string): string {
  let text = src.includes('__cplusplus') ? src.replace(CPLUSPLUS_GUARD, (_m, head: string, body: string) => head + body.replace(/[^\n]/g, (c) => (c === '\r' ? c : ' '))) : src;
  text = text.replace(NAME_CONVENTION, (m, before: string) => (NOT_A_TYPE.has(before) || /^\d/.test(before) ? m : ' '.repeat(m.length)));
  // Inside a function (indented), `name(…) {` is no C unless a macro makes it a statement: read as `if (…) {`, its calls kept.
  text = text.includes(') {') ? text.replace(BLOCK_MACRO, (m, indent: string, name: string, rest: string) => (C_STATEMENTS.has(name) || name.length < 2 ? m : asIf(indent, name, rest))) : text;
  return readableVaArgs(text);
}
