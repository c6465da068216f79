import { readableDuration, storedMinutes } from './durations.js';
import type { ExportableRecipe } from './exportable-recipe.js';

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]);

/** Only http(s) addresses become links; anything else (javascript:, data:) is shown as text. */
const isWebAddress = (address: string) => /^https?:\/\//i.test(address);

const styles = `
  :root { color-scheme: light; }
  body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; margin: 2rem auto; max-width: 42rem; padding: 0 1rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid #d6d3d1; padding-bottom: .25rem; }
  h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  .facts { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; margin: .5rem 0; padding: 0; list-style: none; color: #44403c; font-variant-numeric: tabular-nums; }
  .facts b { font-weight: 600; }
  ul.ingredients { padding-left: 1.25rem; }
  ol.steps li { margin-bottom: .5rem; }
  .source { margin-top: 2rem; font-size: .875rem; color: #57534e; }
  @media print {
    body { margin: 0; max-width: none; font-size: 11pt; }
    a { color: inherit; text-decoration: none; }
    a[href]::after { content: " (" attr(href) ")"; font-size: .8em; }
    h2, h3 { break-after: avoid; }
    li { break-inside: avoid; }
  }
`;

/**
 * A list cut at its headings: each heading an `<h3>` over its own list; steps keep counting across
 * them (`start`), as the card numbers them.
 */
function underHeadings(lines: readonly string[], sections: readonly { title: string; from: number }[], tag: 'ul' | 'ol', className: string): string {
  const starts = [0, ...sections.map((section) => section.from).filter((from) => from > 0 && from < lines.length)];
  const groups = [...new Set(starts)].sort((a, b) => a - b);
  return groups
    .map((from, i) => {
      const title = sections.find((section) => section.from === from)?.title;
      const items = lines.slice(from, groups[i + 1] ?? lines.length).map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
      const start = tag === 'ol' && from > 0 ? ` start="${from + 1}"` : '';
      return `${title ? `<h3>${escapeHtml(title)}</h3>\n` : ''}<${tag} class="${className}"${start}>\n${items}\n</${tag}>`;
    })
    .join('\n');
}

/**
 * One recipe as a standalone page to print: every text escaped, no scripts, no external
 * resources (the style is inline, so the page prints the same offline).
 */
export function recipePrintPage(recipe: ExportableRecipe): string {
  const prep = storedMinutes(recipe.prepTime);
  const cook = storedMinutes(recipe.cookTime);
  const facts: [string, string][] = [];
  if (recipe.servings !== null) facts.push(['Servings', String(recipe.servings)]);
  // the yield and the total as the recipe writes them ("3 to 4 servings", "2 hours": rising included)
  if (recipe.yieldText) facts.push(['Makes', recipe.yieldText]);
  if (prep !== null) facts.push(['Prep', readableDuration(prep)]);
  if (cook !== null) facts.push(['Cook', readableDuration(cook)]);
  if (recipe.totalTime) facts.push(['Total', recipe.totalTime]);
  else if (prep !== null && cook !== null) facts.push(['Total', readableDuration(prep + cook)]);
  if (recipe.cuisine) facts.push(['Cuisine', recipe.cuisine]);
  if (recipe.mealType) facts.push(['Meal', recipe.mealType]);
  if (recipe.dietTags.length > 0) facts.push(['Diet', recipe.dietTags.join(', ')]);

  const source: string[] = [];
  if (recipe.sourceAuthor) source.push(`by ${escapeHtml(recipe.sourceAuthor)}`);
  if (recipe.sourceUrl) {
    const url = escapeHtml(recipe.sourceUrl);
    source.push(isWebAddress(recipe.sourceUrl) ? `from <a href="${url}">${url}</a>` : `from ${url}`);
  }

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(recipe.title)}</title>
<style>${styles}</style>
</head>
<body>
<article>
<h1>${escapeHtml(recipe.title)}</h1>
${facts.length > 0 ? `<ul class="facts">${facts.map(([label, value]) => `<li><b>${label}:</b> ${escapeHtml(value)}</li>`).join('')}</ul>` : ''}
${recipe.description ? `<p class="description">${escapeHtml(recipe.description)}</p>` : ''}
<h2>Ingredients</h2>
${underHeadings(recipe.ingredients, recipe.ingredientSections ?? [], 'ul', 'ingredients')}
<h2>Steps</h2>
${underHeadings(recipe.instructions, recipe.instructionSections ?? [], 'ol', 'steps')}
${source.length > 0 ? `<p class="source">Recipe ${source.join(' ')}</p>` : ''}
</article>
</body>
</html>
`;
}
