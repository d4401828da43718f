/**
 * What each indexed source contributes to the search index (SPEC §6.1): one
 * IndexDoc per commit, per documentation chunk and per store entry, with the
 * three searched fields (title, aux, body) and the few fields a hit shows.
 */
import { dropNoiseLines, meaningfulTrailers, type Commit } from '../history';
import type { DocChunk } from '../docs';
import { firstParagraph } from '../docs';
import { expansionText } from './terms';
import { clip } from '../text';

/** One document of the search index. */
export interface IndexDoc {
  /** Internal id: `c:<sha>`, `d:<path>#<n>`, `e:<path>`. */
  id: string;
  /** Searched fields (boosts title 2.5 / aux 1.5 / body 1, SPEC §6.3). */
  title: string;
  aux: string;
  body: string;
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

/** Path words: `/ . - _ *` as spaces, so `src/api-watch.ts` also yields `api`, `watch`. */
export function pathWords(p: string): string {
  return p.replace(/[/.\-_*]+/g, ' ');
}

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
  const files = c.files.slice(0, COMMIT_FILES_MAX);
  const fileText = files.join('\n');
  const aux = [fileText, pathWords(fileText), expansionText(fileText), expansionText(c.subject), c.sha].join('\n');
  return {
    id: `c:${c.sha}`,
    title: c.subject,
    aux,
    body: trailers ? `${body}\n${trailers}` : body,
    uri: `git:${c.short}`,
    kind: 'commit',
    snippet: commitSummary(c, body),
    date: c.date,
  };
}

/** First sentence of `body` ≤200, else `<author>, N file(s): <first 4>` (SPEC §6.1). */
export function commitSummary(c: Commit, body = dropNoiseLines(c.body)): string {
  const para = firstParagraph(body);
  if (para) {
    const m = /^(.+?[.!?])(\s|$)/.exec(para);
    return clip(m ? m[1] : para, 200);
  }
  const n = c.files.length;
  return n ? `${c.author}, ${n} file(s): ${c.files.slice(0, 4).join(', ')}` : c.author;
}

/**
 * A documentation chunk's index document: title = `<doc H1 or path> › <heading>`,
 * body = the chunk, aux = the path's words + identifier expansion of the chunk,
 * snippet = its first paragraph.
 */
export function chunkDoc(relPath: string, chunk: DocChunk, n: number): IndexDoc {
  return {
    id: `d:${relPath}#${n}`,
    title: chunk.title,
    aux: `${relPath}\n${pathWords(relPath)}\n${expansionText(chunk.title)}\n${expansionText(chunk.text)}`,
    body: chunk.text,
    uri: chunk.anchor ? `file:${relPath}#${chunk.anchor}` : `file:${relPath}`,
    kind: 'doc',
    snippet: clip(firstParagraph(chunk.text.replace(/^#.*\n?/, '')), 240),
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
  const paths = e.paths.join(' ');
  return {
    id: `e:${e.path}`,
    title: e.title,
    aux: [e.tags.join(' '), paths, pathWords(paths), expansionText(e.title), expansionText(e.body), e.id.replace(/-/g, ' ')].join(
      '\n',
    ),
    body: e.body,
    uri: `kx:${e.id}`,
    kind: e.kind,
    snippet: clip(e.summary, 220),
    status: e.status,
    date: e.date,
  };
}
