import type { PolicyChange } from '@app/contract/policy';
import { diffArrays, diffWords } from 'diff';
import { Parser } from 'htmlparser2';

/** Elements whose text is one line of the before/after table. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre', 'tr', 'caption']);
const CELLS = new Set(['td', 'th']);

/**
 * A document's text block by block (paragraphs, headings, list items, table rows with their
 * cells joined by " | "), whitespace collapsed: what a reader compares between two versions.
 */
export function textBlocks(html: string): string[] {
  const blocks: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text !== '') blocks.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        // A list item's own text ends where a nested block begins.
        if (BLOCKS.has(name)) flush();
        else if (name === 'br') line += ' ';
      },
      ontext(text) {
        line += text;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
        else if (CELLS.has(name)) line += ' | ';
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  return blocks.map((block) => block.replace(/(?:\s*\|\s*)+$/, ''));
}

/** One rewritten block: its words marked where the two differ. */
function rewritten(before: string, after: string): PolicyChange {
  const parts = diffWords(before, after);
  return {
    before: parts.filter((p) => !p.added).map((p) => ({ text: p.value, removed: p.removed })),
    after: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, added: p.added })),
  };
}

/**
 * The before/after table between two versions: each block removed, added or rewritten, in the
 * documents' order. Within a run of changes, removed and added blocks are paired in turn as
 * rewrites; what is left over was removed or added whole.
 */
export function policyChanges(beforeHtml: string, afterHtml: string): PolicyChange[] {
  const changes: PolicyChange[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const closeRun = () => {
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < paired; i += 1) changes.push(rewritten(removed[i] ?? '', added[i] ?? ''));
    for (const text of removed.slice(paired)) {
      changes.push({ before: [{ text, removed: true }], after: null });
    }
    for (const text of added.slice(paired)) {
      changes.push({ before: null, after: [{ text, added: true }] });
    }
    removed = [];
    added = [];
  };
  for (const part of diffArrays(textBlocks(beforeHtml), textBlocks(afterHtml))) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else closeRun();
  }
  closeRun();
  return changes;
}
