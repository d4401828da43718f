/**
 * "Did you mean …" for names typed by hand: CLI commands and flags, MCP tool
 * names, kinds. Plain Levenshtein distance (core/pathSuggest.ts uses it for
 * file names too), with a tolerance that grows with the word so `serch`
 * finds `search` but `x` does not find `why`. No imports: the startup
 * entry's global-option parser uses it.
 */

/**
 * Up to `limit` (3) names of `candidates` closest to `word`, best first:
 * names that differ only in case (`atomicwrite` → `atomicWrite`), then names
 * within max(1, ⌊len/3⌋) (at most 3) edits, case-insensitive, then names that
 * start with the word (`prepare` → `prepare-commit`), ties by name. An edit
 * must keep some of the word (`*` does not suggest the one-letter `B`, `M`,
 * `S`). `word` itself is never suggested. Empty when nothing is close.
 */
export function nearestNames(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const typed = word.trim();
  const w = typed.toLowerCase();
  if (!w) return [];
  const tolerance = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  const scored: { name: string; d: number }[] = [];
  for (const name of new Set(candidates)) {
    if (name === typed) continue;
    const n = name.toLowerCase();
    const d = editDistance(n, w, tolerance);
    // Replacing every character of the word (`*` → `B`) is no near miss.
    if (d <= tolerance && d < w.length) scored.push({ name, d });
    else if (w.length >= 3 && n.startsWith(w)) scored.push({ name, d: tolerance + 1 });
  }
  scored.sort((a, b) => a.d - b.d || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.name);
}

/**
 * A name that would blur the sentence around it: one ending in punctuation
 * (Ruby's `multipart?`, `save!`, `level=`) or holding a comma or a space
 * (a path `my notes.md`).
 */
function blursSentence(name: string): boolean {
  return /[?!=.,:;]$/.test(name) || /[,\s]/.test(name);
}

/**
 * `did you mean a or b?` (`a, b or c?`) for `names`, or '' when there are
 * none: the one formatter of every did-you-mean hint (commands, flags,
 * tools, kinds, symbols, paths). When any name would blur the sentence
 * (newcomer: `did you mean Multipart, multipart? or MultipartInfo?` read
 * as two questions) every name is quoted in backticks:
 * `did you mean \`Multipart\`, \`multipart?\` or \`MultipartInfo\`?`.
 */
export function didYouMean(names: string[]): string {
  if (!names.length) return '';
  const shown = names.some(blursSentence) ? names.map((n) => `\`${n}\``) : names;
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
  return `did you mean ${list}?`;
}

/** Levenshtein distance, cut off above `max` (returns max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}
