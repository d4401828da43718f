/**
 * Kotlin top-level functions as Java calls them (newcomer 20 #6, retrofit:
 * `KotlinExtensions.awaitResponse(call, continuation)` in HttpServiceMethod.java
 * calls the extension `Call<T>.awaitResponse()` declared at the top level of
 * KotlinExtensions.kt). The Kotlin compiler puts a file's top-level functions
 * (extension functions too, the receiver their first parameter) in a facade
 * class: named by the file's `@file:JvmName("…")`, else after the file,
 * `<FileName>Kt` (`utils.kt` → `UtilsKt`; Kotlin reference, "Calling Kotlin
 * from Java", Package-level functions). Java names it as any class of a
 * package: written in full (`retrofit2.KotlinExtensions.f()`), imported
 * (`import retrofit2.KotlinExtensions;`, `import retrofit2.*;`), from the same
 * package, or a function imported statically (`import static
 * retrofit2.KotlinExtensions.awaitResponse;`, `…KotlinExtensions.*`).
 */
import type { DefRef, Target } from './graphIndex';
import type { CallRec, DefRec, FileRec, ImportRec } from './types';

/** `@file:JvmName("KotlinExtensions")` at a line's start: the facade class's name a Kotlin file declares (FileRec.jvmName). */
const JVM_NAME = /^[ \t]*@file\s*:\s*(?:kotlin\.jvm\.)?JvmName\(\s*"([A-Za-z_$][\w$]*)"\s*\)/m;

/** The facade class name a Kotlin file's text declares with `@file:JvmName("…")`, if any (langKotlin finish keeps it as FileRec.jvmName). */
export function declaredJvmName(src: string): string | undefined {
  return src.includes('JvmName') ? JVM_NAME.exec(src)?.[1] : undefined;
}

/** `@JvmName("awaitNullable")` on a function (not `@file:`); also a name Java cannot write, `@JvmName("-deprecated_get")`, which hides the function from Java. */
const FUNCTION_JVM_NAME = /@(?:kotlin\.jvm\.)?JvmName\(\s*"([^"\s\\]+)"\s*\)/;

/**
 * Sets DefRec.jvmName of each function of Kotlin file `rec` whose
 * annotations, from the annotation lines above it to the line writing `fun`, say
 * `@JvmName("…")`: a top-level one (retrofit's `@JvmName("awaitNullable") suspend fun <T :
 * Any> Call<T?>.await()`, which Java calls `KotlinExtensions.awaitNullable`)
 * or a member, a companion object's too (okhttp's `@JvmStatic @JvmName("get")
 * fun String.toMediaType()`, which Java calls `MediaType.get("text/plain")`).
 * Reads `src` only when it writes such an annotation.
 */
export function markJvmNames(rec: FileRec, src: string): void {
  if (!FUNCTION_JVM_NAME.test(src.replace(JVM_NAME, ''))) return;
  const lines = src.split('\n');
  for (const d of rec.defs) {
    if (d.kind !== 'function' && d.kind !== 'method') continue;
    // The grammar may leave an annotation on a line of its own out of the definition: the annotation lines above count.
    let first = d.line - 1;
    while (first > 0 && /^\s*@(?!file\s*:)/.test(lines[first - 1])) first--;
    for (let k = first; k < Math.min(lines.length, d.line + 4); k++) {
      const m = /^\s*@file\s*:/.test(lines[k]) ? null : FUNCTION_JVM_NAME.exec(lines[k]);
      if (m) {
        d.jvmName = m[1];
        break;
      }
      if (/\bfun\b/.test(lines[k])) break;
    }
  }
}

/** The name of the class Java sees Kotlin file `path`'s top-level functions in: its JvmName, else `<FileName>Kt` (first letter capitalised, other characters no identifier takes written `_`). */
export function facadeName(path: string, rec: FileRec): string {
  if (rec.jvmName) return rec.jvmName;
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.kts?$/, '').replace(/[^\w$]/g, '_');
  return `${stem.charAt(0).toUpperCase()}${stem.slice(1)}Kt`;
}

/** What facadeCall reads of the graph. */
export interface FacadeGraph {
  files: Map<string, FileRec>;
  /** The files of a package key (`jvm:retrofit2`). */
  packageFiles(key: string): string[];
  def(r: DefRef): DefRec;
}

/**
 * The Kotlin top-level functions Java call `call` of `rec` names through a
 * facade class (see the file header): `Facade.f(…)` / `a.b.Facade.f(…)`
 * with Facade a facade of a Kotlin file of a package the file sees that
 * way, or a bare `f(…)` imported statically from one; and the members of a
 * Kotlin class of such a package that `@JvmName` renames to the name
 * called, `MediaType.get(…)` or `MediaType.Companion.get(…)` (a
 * companion's `@JvmStatic @JvmName("get") fun String.toMediaType()`: Java
 * sees the static method `get` of MediaType; Kotlin reference, "Calling
 * Kotlin from Java", Static methods and Handling signature clashes with
 * @JvmName). Via `import`. [] for any other call, and for calls not from
 * Java.
 */
export function facadeCall(g: FacadeGraph, rec: FileRec, call: CallRec): Target[] {
  if (rec.lang !== 'java') return [];
  const recv = call.recv;
  let places: { pkg: string; facade: string }[];
  if (recv === undefined) {
    // `import static retrofit2.KotlinExtensions.awaitResponse;` / `…KotlinExtensions.*;` (langJvm javaImport: name `C.m` / `C.*`).
    const single = (i: ImportRec) => i.local === call.name && i.name === `${i.name.split('.')[0]}.${call.name}`;
    const star = (i: ImportRec) => i.local === '*' && i.name.endsWith('.*');
    places = rec.imports.filter((i) => single(i) || star(i)).map((i) => ({ pkg: i.source, facade: i.name.split('.')[0] }));
  } else {
    // `MediaType.Companion.get(…)`: the companion's members are the class's here (langKotlin).
    const m = /^((?:[a-z_][\w$]*\.)*)([A-Z][\w$]*)(?:\.Companion)?$/.exec(recv);
    if (!m) return [];
    const facade = m[2];
    if (m[1]) places = [{ pkg: m[1].slice(0, -1), facade }];
    else {
      const pkgs = new Set<string>([rec.pkg ?? '']);
      for (const i of rec.imports) if ((i.local === facade && i.name === facade) || (i.local === '*' && i.name === '*')) pkgs.add(i.source);
      places = [...pkgs].map((pkg) => ({ pkg, facade }));
    }
  }
  const out: Target[] = [];
  const seen = new Set<string>();
  for (const { pkg, facade } of places) {
    if (seen.has(`${pkg}\0${facade}`)) continue;
    seen.add(`${pkg}\0${facade}`);
    for (const path of g.packageFiles(`jvm:${pkg}`)) {
      const frec = g.files.get(path);
      if (!frec || frec.lang !== 'kotlin') continue;
      if (recv !== undefined) out.push(...renamedMembers(path, frec, facade, call.name));
      if (facadeName(path, frec) !== facade) continue;
      frec.defs.forEach((d, i) => {
        if (d.parent < 0 && (d.jvmName ?? d.name) === call.name && (d.kind === 'function' || (d.kind === 'method' && d.extends !== undefined))) out.push({ def: { path, i }, via: 'import' });
      });
    }
  }
  return out;
}

/**
 * The members (companion members included: langKotlin makes them the
 * class's) of each top-level class `cls` of Kotlin file `path` whose
 * `@JvmName` is `name` (DefRec.jvmName): what a Java call `Cls.name(…)`
 * reaches that the member's Kotlin name does not. Via `import`.
 */
function renamedMembers(path: string, rec: FileRec, cls: string, name: string): Target[] {
  const out: Target[] = [];
  rec.defs.forEach((d, i) => {
    if (d.jvmName !== name || d.parent < 0) return;
    const owner = rec.defs[d.parent];
    if (owner?.name === cls && owner.parent < 0 && owner.kind !== 'function' && owner.kind !== 'method') out.push({ def: { path, i }, via: 'import' });
  });
  return out;
}
