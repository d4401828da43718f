/**
 * The workspace the real-editor tests open: a real git repository with
 * history made with `git` — a decision linked by a `Decision:` trailer, a
 * convention, a module doc, a renamed file, Python and TypeScript callers
 * across files, and an entry with validation problems.
 */
import { makeRepo, type TestRepo } from '../helpers/gitRepo';

/** Commit shas the checks expect in hovers. */
export interface EditorFixture {
  repo: TestRepo;
  /** "Add money helpers" (the file was `amounts.py` then). */
  first: string;
  /** "Switch to integer cents…" with the Decision trailer. */
  cents: string;
}

const DECISION = `---
id: 2026-01-10-prices-are-integer-cents
kind: decision
title: Prices are integer cents
status: accepted
date: 2026-01-10
summary: Every amount is stored and computed as integer cents.
paths: [src/pricing/**]
---

## Decision

Every amount is stored and computed as integer cents; floats only at the edges.
`;

const CONVENTION = `---
id: money-helpers-are-pure
kind: convention
title: Money helpers are pure
summary: Functions in money.py take values and return values, no I/O.
paths: [src/pricing/money.py]
---

Money helpers never read configuration or touch the network.
`;

const MODULE = `---
id: mod-src-pricing
kind: architecture
title: src/pricing
summary: Prices, tax and cart totals.
paths: [src/pricing/**]
tags: [module]
---

## Overview

Prices, tax and cart totals.
`;

const AMOUNTS_V1 = `def to_cents(amount):
    """Convert an amount to cents."""
    return amount * 100


def add_tax(cents, rate):
    return cents + round(cents * rate)
`;

const AMOUNTS_V2 = AMOUNTS_V1.replace('    return amount * 100\n', '    return round(amount * 100)\n');

const CART = `from .money import to_cents, add_tax


def cart_total(items):
    total = 0
    for item in items:
        total += to_cents(item.price)
    return add_tax(total, 0.2)


def checkout(items):
    return cart_total(items)
`;

const TS_TOTAL = `export function lineTotal(cents: number, qty: number): number {
  return cents * qty;
}

export function orderTotal(lines: [number, number][]): number {
  return lines.reduce((sum, [c, q]) => sum + lineTotal(c, q), 0);
}
`;

/** Builds the repository (5 commits) in a fresh temp folder. */
export function makeEditorFixture(): EditorFixture {
  const repo = makeRepo('editor');
  repo.write('.gitignore', 'node_modules/\n');
  const first = repo.commit('Add money helpers', { 'src/pricing/amounts.py': AMOUNTS_V1, 'README.md': '# Shop\n\nA tiny shop.\n' }, '2026-01-05T10:00:00Z');
  const cents = repo.commit(
    'Switch to integer cents instead of floats\n\nRounding floats lost a cent on some totals, so every amount is integer cents.\n\nDecision: 2026-01-10-prices-are-integer-cents',
    {
      'src/pricing/amounts.py': AMOUNTS_V2,
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      '.ai/decisions/2026-01-10-prices-are-integer-cents.md': DECISION,
    },
    '2026-01-10T10:00:00Z',
  );
  repo.git('mv', 'src/pricing/amounts.py', 'src/pricing/money.py');
  repo.commit('Rename amounts.py to money.py', {}, '2026-01-12T10:00:00Z');
  repo.commit('Add cart totals', { 'src/pricing/cart.py': CART, 'src/pricing/__init__.py': '', 'web/total.ts': TS_TOTAL }, '2026-01-15T10:00:00Z');
  repo.commit(
    'Record the money conventions and the pricing module',
    { '.ai/conventions/money-helpers-are-pure.md': CONVENTION, '.ai/architecture/modules/src-pricing.md': MODULE },
    '2026-01-20T10:00:00Z',
  );
  // An entry with problems (no title heading/field is fine; a decision without status and date warns).
  repo.write('.ai/decisions/draft-without-status.md', '---\nkind: decision\ntitle: Draft without status\n---\n\nSomething we have not settled.\n');
  return { repo, first, cents };
}
