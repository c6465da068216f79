import type { DefaultTreeAdapterTypes } from 'parse5';
import { type HtmlElement, isElement, isHidden, needsSpace } from './html-document.js';

/**
 * The visible page as the lines a reader sees, in order, each with what its markup says about it
 * (a heading, a list item), so lists can be found under their headings whatever the theme.
 */
export interface PageLine {
  text: string;
  /** 1–6 inside h1–h6; 7 when the whole line is bold (a heading by its looks); 0 otherwise. */
  heading: number;
  /** The list item the line is in (the innermost `li`), null outside lists. */
  item: HtmlElement | null;
  /** The block element that holds the line. */
  block: HtmlElement;
  /** The element holding the line's first text (a span inside the block, or the block). */
  first: HtmlElement;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

const blocks = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'tr', 'table', 'tbody', 'thead', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'main', 'aside',
  'dd', 'dt', 'dl', 'blockquote', 'pre', 'figure', 'figcaption', 'details', 'summary', 'fieldset', 'legend', 'address', 'hr', 'body', 'html',
]);
const bold = new Set(['strong', 'b']);
const cellTags = new Set(['td', 'th']);

interface Context {
  element: HtmlElement;
  block: HtmlElement;
  item: HtmlElement | null;
  heading: number;
  bold: boolean;
}

/**
 * A list of one or two items inside an item ("150 g onion" over "roughly 1 large onion") is a note
 * of that item, not items of its own.
 */
function isNote(li: HtmlElement, context: Context): boolean {
  if (context.item === null) return false;
  const list = li.parentNode;
  if (!list || !('childNodes' in list)) return false;
  return list.childNodes.filter((child) => child.nodeName === 'li').length <= 2;
}

const notInRow = new Set(['table', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article']);

/**
 * A table row holding one entry ("1 | stick | butter<br>room temp."): an item like a list's, its
 * cells one line. A row that holds lists, headings or another table lays out a page instead.
 */
function isRow(tr: HtmlElement): boolean {
  const stack: Node[] = [...tr.childNodes];
  for (let seen = 0; stack.length > 0; seen += 1) {
    const node = stack.pop()!;
    if (seen > 300 || (isElement(node) && notInRow.has(node.tagName))) return false;
    stack.push(...childrenOf(node));
  }
  return true;
}

const partsJoin = (parts: readonly string[], next: string) => {
  const before = parts[parts.length - 1] ?? '';
  return before !== '' && needsSpace(before, next);
};

const childrenOf = (node: Node): DefaultTreeAdapterTypes.ChildNode[] =>
  node.nodeName === 'template' ? [] : 'childNodes' in node ? node.childNodes : [];

/** A class name of an icon for servings ("icon-serves", "gbc-icon-servings", "fa-yield"): a part after a dash or underscore. */
const servingsIcon = /(?:^|[-_])(?:serves|servings?|yields?|portions?)$/u;

/** An empty element whose class names it an icon for the yield. */
function iconLabel(element: HtmlElement): boolean {
  if (element.childNodes.some((child) => child.nodeName !== '#text' || (child as DefaultTreeAdapterTypes.TextNode).value.trim() !== '')) return false;
  const classes = element.attrs.find((attr) => attr.name === 'class')?.value.toLowerCase().split(/\s+/) ?? [];
  return classes.some((name) => name.includes('icon') || name.startsWith('fa-')) && classes.some((name) => servingsIcon.test(name));
}

export function pageLines(roots: readonly HtmlElement[]): PageLine[] {
  const lines: PageLine[] = [];
  let parts: string[] = [];
  let letters = 0;
  let boldLetters = 0;
  let start: Context | null = null;
  // the element that gave the line's last text: text from another element right after it may need a space
  let lastElement: HtmlElement | null = null;

  const flush = () => {
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    if (text && start) {
      const heading = start.heading || (boldLetters === letters && letters > 0 ? 7 : 0);
      lines.push({ text, heading, item: start.item, block: start.block, first: start.element });
    }
    parts = [];
    lastElement = null;
    letters = 0;
    boldLetters = 0;
    start = null;
  };

  const visit = (node: Node, context: Context, depth: number) => {
    if (node.nodeName === '#text') {
      const value = (node as DefaultTreeAdapterTypes.TextNode).value;
      const count = value.replace(/\s+/g, '').length;
      if (count === 0) {
        if (parts.length > 0) parts.push(' ');
        return;
      }
      start ??= context;
      if (lastElement !== null && lastElement !== context.element && partsJoin(parts, value)) parts.push(' ');
      lastElement = context.element;
      parts.push(value);
      letters += count;
      if (context.bold) boldLetters += count;
      return;
    }
    if (!isElement(node) || isHidden(node) || depth > 400) return;
    const tag = node.tagName;
    if (tag === 'br') {
      flush();
      return;
    }
    const block = blocks.has(tag);
    if (block) flush();
    // an icon standing for the yield's label ("<span class='icon-serves'></span> 4"): the reader sees "Serves 4"
    if (!block && iconLabel(node)) visit({ nodeName: '#text', value: 'Serves ' } as DefaultTreeAdapterTypes.TextNode, context, depth + 1);
    if (cellTags.has(tag) && parts.length > 0) parts.push(' ');
    const heading = /^h[1-6]$/.test(tag) ? Number(tag[1]) : context.heading;
    const inner: Context = {
      element: node,
      block: block ? node : context.block,
      item: (tag === 'li' && !isNote(node, context)) || (tag === 'tr' && isRow(node)) ? node : context.item,
      heading,
      bold: context.bold || bold.has(tag),
    };
    for (const child of childrenOf(node)) visit(child, inner, depth + 1);
    if (block) flush();
    if (cellTags.has(tag)) parts.push(' ');
  };

  for (const root of roots) visit(root, { element: root, block: root, item: null, heading: 0, bold: false }, 0);
  flush();
  return lines;
}
