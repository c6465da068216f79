import { type DefaultTreeAdapterTypes, parse } from 'parse5';

export type HtmlElement = DefaultTreeAdapterTypes.Element;
type HtmlNode = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** Parses a page with parse5 (the WHATWG algorithm browsers use): entities decoded, broken markup repaired. */
export function parseHtml(html: string): HtmlElement[] {
  const roots: HtmlElement[] = [];
  for (const child of parse(html).childNodes) if (isElement(child)) roots.push(child);
  return roots;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

function childrenOf(node: HtmlNode): DefaultTreeAdapterTypes.ChildNode[] {
  if (node.nodeName === 'template') return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

export function attribute(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/** Every element under `roots` (themselves included) in document order that `test` accepts. */
export function findAll(roots: readonly HtmlElement[], test: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const stack: HtmlNode[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) found.push(node);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return found;
}

/**
 * Visits the element's descendants; `visit` answers false to skip an element's subtree (microdata
 * stops at a nested itemscope).
 */
export function walk(element: HtmlElement, visit: (element: HtmlElement) => boolean): void {
  for (const child of childrenOf(element)) {
    if (isElement(child) && visit(child)) walk(child, visit);
  }
}

const blockTags = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'table', 'dd', 'dt', 'blockquote', 'pre']);
const hiddenTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'button', 'nav', 'form']);

const hiddenNames = new Set(['sr-only', 'screen-reader-text', 'visually-hidden', 'visuallyhidden']);

/** Whether a reader never sees the element: scripts, navigation, `hidden`, `display: none`, screen-reader-only text. */
export function isHidden(element: HtmlElement): boolean {
  if (hiddenTags.has(element.tagName)) return true;
  if (attribute(element, 'hidden') !== null) return true;
  const style = attribute(element, 'style');
  if (style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) return true;
  const classes = attribute(element, 'class');
  if (classes === null) return false;
  const names = classes.toLowerCase().split(/\s+/);
  if (names.some((name) => hiddenNames.has(name))) return true;
  // CSS frameworks' "display: none" (Tailwind and Bootstrap 3 `hidden`, Bootstrap 4+ `d-none`), unless a
  // class for wider screens shows the element again ("hidden md:block", "d-none d-lg-flex")
  return names.some((name) => name === 'hidden' || name === 'd-none') && !names.some((name) => shownAgain.test(name));
}

const shownAgain = /^(?:(?:sm|md|lg|xl|2xl):(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)|d-(?:sm|md|lg|xl|xxl)-(?!none)[a-z-]+)$/;

/**
 * Whether two texts of different elements touch without a space where a reader sees one: an
 * amount beside its unit or name in spans of their own ("<span>1</span><span>Zwiebel</span>", a
 * step's number before its text) is laid apart by the theme's styles, not by a space.
 */
export const needsSpace = (before: string, after: string): boolean =>
  /[\p{L}\p{N}]$/u.test(before) && /^[\p{L}\p{N}]/u.test(after) && /\p{N}$/u.test(before) !== /^\p{N}/u.test(after) && !spaceless.test(before.slice(-1) + after[0]);
/** Scripts written without spaces between words (Chinese, Japanese, Korean, Thai): no space is missing there. */
const spaceless = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u;

/** Raw text of a `<script>` or similar element. */
export function rawText(element: HtmlElement): string {
  return childrenOf(element)
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');
}

/**
 * The text a reader sees: block elements end lines, runs of whitespace collapse, scripts, styles
 * and navigation are left out.
 */
export function visibleText(element: HtmlElement | readonly HtmlElement[]): string {
  const parts: string[] = [];
  let lastParent: DefaultTreeAdapterTypes.ParentNode | null = null;
  const visit = (node: HtmlNode) => {
    if (node.nodeName === '#text') {
      const value = (node as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, ' ');
      const parent = (node as DefaultTreeAdapterTypes.TextNode).parentNode;
      // an amount and its name in spans of their own touch in the markup, not on screen (see needsSpace)
      if (lastParent !== null && parent !== lastParent && needsSpace(parts[parts.length - 1] ?? '', value)) parts.push(' ');
      if (value.trim()) lastParent = parent;
      parts.push(value);
      return;
    }
    if (!isElement(node)) return;
    if (isHidden(node)) return;
    const block = blockTags.has(node.tagName);
    if (block) parts.push('\n');
    if (block) lastParent = null;
    for (const child of childrenOf(node)) visit(child);
    if (block) parts.push('\n');
  };
  for (const root of Array.isArray(element) ? element : [element]) visit(root as HtmlElement);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The element's class names and id, lower-cased: what plugins and themes name their parts by. */
export function namesOf(element: HtmlElement): string[] {
  const names = (attribute(element, 'class') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const id = attribute(element, 'id');
  return id ? [...names, id.toLowerCase()] : names;
}

/** The parent element, or null at the root. */
export function parentOf(element: HtmlElement): HtmlElement | null {
  const parent = element.parentNode;
  return parent && isElement(parent as HtmlNode) ? (parent as HtmlElement) : null;
}

/** Whether `inner` is `outer` or lies inside it. */
export function isInside(inner: HtmlElement, outer: HtmlElement): boolean {
  for (let node: HtmlElement | null = inner; node; node = parentOf(node)) if (node === outer) return true;
  return false;
}

/** The visible text of an element as one line. */
export function textLine(element: HtmlElement): string {
  return visibleText(element).replace(/\n/g, ' ').trim();
}
