/**
 * What each indexed source contributes to the search index (SPEC §6.1): one
 * IndexDoc per commit, per documentation chunk and per store entry, with the
 * three searched fields (title, aux, body) and the few fields a hit shows.
 */
import { dropNoiseLines, meaningfulTrailers, type Commit } from '../history';
import type { DocChunk } from '../docs';
import { firstParagraph } from '../docs';
import { AuxBuilder } from './terms';
import { clip, plural } from '../text';

/** One document of the search index. */
export interface IndexDoc {
  /** Internal id: `c:<sha>`, `d:<path>#<n>`, `e:<path>`. */
  id: string;
  /** Searched fields (boosts title 2.5 / aux 1.5 / body 1, SPEC §6.3). */
  title: string;
  /** Distinct lowercase tokens joined by spaces (AuxBuilder). */
  aux: string;
  body: string;
  /** Identifier expansions one per line: kept beside title and body for phrase checks, not indexed. */
  phrases: string;
  /** Shown fields, stored in the index. */
  uri: string;
  kind: string;
  snippet: string;
  status?: string;
  date?: string;
}

/** Limits of SPEC §6.1. */
const COMMIT_BODY_MAX = 4000;
const COMMIT_FILES_MAX = 120;

/**
 * A commit's index document (SPEC §6.1): title = subject; body = message body
 * (attribution lines dropped) ≤4000 + trailers; aux = file names (≤120, also
 * split) + subject expansion + full sha; snippet = first sentence of the body
 * ≤200, or `<author>, N file(s): <first 4>`.
 */
export function commitDoc(c: Commit): IndexDoc {
  const body = clip(dropNoiseLines(c.body), COMMIT_BODY_MAX);
  const trailers = meaningfulTrailers(c)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  // The tokenizer splits paths at `/ . -`; AuxBuilder adds `_`/camelCase splits.
  const aux = new AuxBuilder();
  // Path by path (the same tokens as the joined list): paths repeat across commits and words() remembers them.
  const n = Math.min(c.files.length, COMMIT_FILES_MAX);
  for (let i = 0; i < n; i++) aux.words(c.files[i]);
  aux.expansions(c.subject).words(c.sha);
  return {
    id: `c:${c.sha}`,
    title: c.subject,
    aux: aux.text(),
    body: trailers ? `${body}\n${trailers}` : body,
    phrases: aux.phrases(),
    uri: `git:${c.short}`,
    kind: 'commit',
    snippet: commitSummary(c, body),
    date: c.date,
  };
}

/** First sentence of `body` ≤200, else `<author>, N files: <first 4>` (SPEC §6.1; one file: `1 file`). */
export function commitSummary(c: Commit, body = dropNoiseLines(c.body)): string {
  const para = firstParagraph(body);
  if (para) {
    const m = /^(.+?[.!?])(\s|$)/.exec(para);
    return clip(m ? m[1] : para, 200);
  }
  const n = c.files.length;
  return n ? `${c.author}, ${plural(n, 'file')}: ${c.files.slice(0, 4).join(', ')}` : c.author;
}

/**
 * A documentation chunk's index document: title = `<doc H1 or path> › <heading>`,
 * body = the chunk, aux = the path's words + identifier expansion of the chunk,
 * snippet = its first paragraph.
 */
export function chunkDoc(relPath: string, chunk: DocChunk, n: number): IndexDoc {
  const aux = new AuxBuilder().words(relPath).expansions(chunk.title).expansions(chunk.text);
  return {
    id: `d:${relPath}#${n}`,
    title: chunk.title,
    aux: aux.text(),
    body: chunk.text,
    phrases: aux.phrases(),
    uri: chunk.anchor ? `file:${relPath}#${chunk.anchor}` : `file:${relPath}`,
    kind: 'doc',
    snippet: clip(chunk.lead, 240),
  };
}

/** The fields of a store entry that retrieval uses (a subset of core/types Entry). */
export interface EntryFields {
  id: string;
  kind: string;
  title: string;
  status?: string;
  date?: string;
  tags: string[];
  paths: string[];
  body: string;
  path: string;
  /** Derived summary (store's entrySummary). */
  summary: string;
}

/**
 * A store entry's index document (SPEC §6.1): aux = tags + paths (`/ . - *` →
 * space) + identifier expansion of title+body + id (`-` → space); snippet =
 * summary ≤220.
 */
export function entryDoc(e: EntryFields): IndexDoc {
  // paths: `/ . - *` become token breaks in the tokenizer; the id's `-` likewise.
  const aux = new AuxBuilder().words(e.tags.join(' ')).words(e.paths.join(' ')).expansions(e.title).expansions(e.body).words(e.id);
  return {
    id: `e:${e.path}`,
    title: e.title,
    aux: aux.text(),
    body: e.body,
    phrases: aux.phrases(),
    uri: `kx:${e.id}`,
    kind: e.kind,
    snippet: clip(e.summary, 220),
    status: e.status,
    date: e.date,
  };
}
