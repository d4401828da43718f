/**
 * `why <topic>` (SPEC §6.8): a target that is no path, revision or symbol,
 * answered from a local search over knowledge, docs and history; a target
 * nothing is about is `Nothing found for <t>: …` naming what was tried.
 * why.ts dispatches here.
 */
import type { Repo } from './repo';
import { clip, oneLine, tokens } from './text';
import { redactHit, searchLocal } from './search/search';
import { moreLine, nextStep } from './hints';
import { expandIdentifier, hasPhraseIn, MAX_PHRASE_WORDS } from './search/terms';

/** Budget of the topic answer (SPEC §6.8). */
const TOPIC_TOKENS = 900;

/** What the dispatch learned about a target before answering it as a topic. */
export interface TopicFacts {
  /** Messages printed above the answer (`(…)` lines). */
  notes: string[];
  /** A single word (no spaces): also checked as a path and a git revision. */
  word: boolean;
  /** The code graph was asked and defines no symbol of this name. */
  notSymbol: boolean;
  /** The graph's "no symbol X; did you mean …?" note ('' when nothing is near). */
  symbolNote: string;
  /** The target is symbol-shaped (why.ts SYMBOL): a compound identifier's hits must be about it, not some of its words. */
  symbolShaped: boolean;
}

/**
 * Whether a search hit is about `target` rather than some of its words: for
 * a compound identifier (`noSuchSymbolXyz`, `nonexist_fn`, `Cart.total`)
 * its title or snippet holds the identifier or its words in order (`no such
 * symbol xyz`); any hit is about a plain word or several words.
 */
function mentions(h: { title: string; snippet: string }, target: string, symbolShaped: boolean): boolean {
  if (!symbolShaped) return true;
  const words = target.split(/\.|::|#|:/).flatMap((p) => expandIdentifier(p) ?? [p]).map((w) => w.toLowerCase());
  if (words.length < 2 || words.length > MAX_PHRASE_WORDS) return true;
  const text = `${h.title}\n${h.snippet}`;
  return text.toLowerCase().includes(target.toLowerCase()) || hasPhraseIn(text, words);
}

/**
 * The answer for a target nothing matched: one sentence naming what was
 * tried (a file or directory, a git revision, a symbol in the code graph,
 * the knowledge entries, docs and commit messages), the graph's nearest
 * names, and how many hits mention only some of its words (looseText).
 */
function nothingFound(topic: string, facts: TopicFacts, loose: number): string[] {
  const tried = [
    ...(facts.word ? ['not a file or directory here or in history', 'not a git revision'] : []),
    ...(facts.notSymbol ? ['not a symbol in the code graph'] : []),
    'no knowledge entry, doc or commit message mentions it',
  ];
  const list = tried.length > 1 ? `${tried.slice(0, -1).join(', ')}, and ${tried[tried.length - 1]}` : tried[0];
  const out = [`Nothing found for ${topic}: ${list}.`];
  if (facts.symbolNote) out.push(`(${facts.symbolNote})`);
  if (loose) out.push(`(${looseText(topic, loose)}: ${nextStep.search(topic)})`);
  return out;
}

/** Parts of a compound name a loose-hits note names before `…`. */
const PARTS_SHOWN = 5;

/**
 * How `loose` hits that are not about `topic` are said: for one compound
 * name, the parts they mention instead (newcomer 21 #5: `make_contxt` had
 * "results share only some of its words", a one-word typo), `12 results
 * mention make or contxt, not make_contxt`; for several words, `2 results
 * share only some of its words`.
 */
function looseText(topic: string, loose: number): string {
  const parts = /\s/.test(topic.trim()) ? [] : [...new Set(topic.split(/\.|::|#|:/).flatMap((p) => expandIdentifier(p) ?? [p]).map((w) => w.toLowerCase()).filter(Boolean))];
  if (parts.length < 2) return `${loose === 1 ? '1 result shares' : `${loose} results share`} only some of its words`;
  const shown = parts.length > PARTS_SHOWN ? [...parts.slice(0, PARTS_SHOWN), '…'] : parts;
  return `${loose === 1 ? '1 result mentions' : `${loose} results mention`} ${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}, not ${topic.trim()}`;
}

/**
 * The Topic answer (SPEC §6.8): `## Knowledge and history` from a local
 * search (900 tokens), after the dispatch's notes; `Nothing found for <t>: …`
 * when no hit is about the target (why.ts WHY_NOTHING_FOUND).
 */
export async function whyTopic(repo: Repo, topic: string, limit: number, facts: TopicFacts): Promise<string> {
  const out = [`# Why: ${topic}`, ''];
  let hits: ReturnType<typeof redactHit>['hit'][];
  try {
    hits = (await searchLocal(repo, topic, { limit })).map((h) => redactHit(h).hit);
  } catch (e) {
    for (const n of facts.notes) out.push(`(${n})`, '');
    out.push('## Knowledge and history', `(search unavailable: ${clip(oneLine((e as Error).message), 160)})`);
    return out.join('\n');
  }
  // A name the graph does not define: hits on only some of its words are not about it (newcomer: `noSuchSymbolXyz` listed commits about "Symbol").
  const about = facts.notSymbol ? hits.filter((h) => mentions(h, topic, facts.symbolShaped)) : hits;
  if (!about.length) {
    for (const n of facts.notes) out.push(`(${n})`, '');
    return [...out, ...nothingFound(topic, facts, hits.length)].join('\n');
  }
  if (facts.symbolNote) facts.notes.push(`${facts.symbolNote} — answered as a topic`);
  for (const n of facts.notes) out.push(`(${n})`, '');
  out.push('## Knowledge and history');
  let used = 0;
  for (const [i, h] of about.entries()) {
    const title = clip(oneLine(h.title), 140);
    const snippet = clip(oneLine(h.snippet), 240);
    const meta = [h.kind, h.status, h.date?.slice(0, 10)].filter(Boolean).join(' · ');
    const line = `${i + 1}. ${title}${snippet && snippet !== title ? ` — ${snippet}` : ''}${meta ? ` [${meta}]` : ''} <${h.uri}>`;
    if (i > 0 && used + tokens(line) > TOPIC_TOKENS) {
      out.push(moreLine(about.length - i, nextStep.search(topic)));
      break;
    }
    used += tokens(line);
    out.push(line);
  }
  return out.join('\n');
}
