/**
 * Swift Package Manager targets read from a `Package.swift` manifest's text:
 * each target is one Swift module named by the target, holding every Swift
 * file under its folder (`path:` when given, else SwiftPM's default
 * `Sources/<name>` or, for a test target, `Tests/<name>`; also the older
 * `Source/`, `src/`, `srcs/` roots SwiftPM accepts). An `import Alamofire`
 * from a test target then reaches the files of target `Alamofire` wherever
 * they live (`.target(name: "Alamofire", path: "Source")`; newcomer task:
 * Alamofire's Tests/ calling into Source/). The manifest is Swift code, read
 * here by pattern, not run: only literal `name:` / `path:` strings count.
 * Source of the rules: SwiftPM's PackageDescription documentation, "Target"
 * (`path`: "the path of the target, relative to the package root"; default
 * locations `Sources/<name>`, `Tests/<name>`).
 */

/** One target a manifest declares: its module name and its folder relative to the manifest's folder (undefined: SwiftPM's default). */
export interface SwiftTarget {
  name: string;
  path?: string;
  test: boolean;
}

/** `.target(`, `.testTarget(`, `.executableTarget(`, `.macro(`, `.systemLibrary(` … up to the `name:` literal. */
const TARGET = /\.(target|testTarget|executableTarget|macro|plugin|systemLibrary)\s*\(\s*name\s*:\s*"([^"\\]+)"/g;

/** `path: "Source"` inside a target's argument list. */
const PATH = /\bpath\s*:\s*"([^"\\]*)"/;

/**
 * The targets `text` (a Package.swift) declares, in order; [] for text that
 * imports no PackageDescription. A target's `path:` is the first one after
 * its `name:` and before the next target starts (a `.target(name: "X")` in a
 * `dependencies:` list names a target without declaring one: it carries no
 * path and is kept only when no declaration of X comes with one).
 */
export function swiftTargets(text: string): SwiftTarget[] {
  if (!text.includes('PackageDescription')) return [];
  const found: { name: string; kind: string; at: number; end: number }[] = [];
  for (const m of text.matchAll(TARGET)) found.push({ name: m[2], kind: m[1], at: m.index!, end: m.index! + m[0].length });
  const byName = new Map<string, SwiftTarget>();
  found.forEach((t, k) => {
    const stop = k + 1 < found.length ? found[k + 1].at : text.length;
    const p = PATH.exec(text.slice(t.end, stop));
    const rec: SwiftTarget = { name: t.name, test: t.kind === 'testTarget' };
    if (p) rec.path = p[1].replace(/^\.\//, '').replace(/\/+$/, '');
    const old = byName.get(t.name);
    if (!old || (rec.path !== undefined && old.path === undefined)) byName.set(t.name, rec);
  });
  return [...byName.values()];
}

/**
 * The folder (repo-relative, no trailing slash, '' for the root) of target
 * `t` of the manifest in folder `dir`: its `path:`, else the first default
 * root that holds a file of `files` (`Tests/<name>` for a test target;
 * `Sources/`, `Source/`, `src/`, `srcs/` + name otherwise); undefined when no
 * listed file lies under any of them.
 */
export function swiftTargetDir(dir: string, t: SwiftTarget, hasFileUnder: (folder: string) => boolean): string | undefined {
  const join = (rel: string): string => (dir && rel ? `${dir}/${rel}` : dir || rel);
  if (t.path !== undefined) return join(t.path);
  const roots = t.test ? ['Tests'] : ['Sources', 'Source', 'src', 'srcs'];
  for (const r of roots) {
    const folder = join(`${r}/${t.name}`);
    if (hasFileUnder(folder)) return folder;
  }
  return undefined;
}

/**
 * The targets the manifests among `configs` (path → text; `Package.swift`
 * files) place in a folder of their own choosing (`path: "Sources"`,
 * Kingfisher's one target over all of Sources/), as (folder, target name),
 * deepest folder first. A target in its default folder (`Sources/<name>`) is
 * not listed: langSwift swiftModule reads its name from the path alike.
 */
export function swiftPathTargets(configs: ReadonlyMap<string, string>): { folder: string; name: string }[] {
  const out: { folder: string; name: string }[] = [];
  for (const [p, text] of configs) {
    if (p !== 'Package.swift' && !p.endsWith('/Package.swift')) continue;
    const at = p.lastIndexOf('/');
    const dir = at < 0 ? '' : p.slice(0, at);
    for (const t of swiftTargets(text)) if (t.path !== undefined) out.push({ folder: swiftTargetDir(dir, t, () => true)!, name: t.name });
  }
  return out.sort((a, b) => b.folder.length - a.folder.length);
}

