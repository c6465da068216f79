/**
 * Seasonings a step uses must be on the ingredient list: 'cook the peas with a pinch of salt' with no
 * salt line left a kitchen without salt reading "No shopping needed" (issue 31's blind read). A
 * step that salts or peppers the food adds the line; the fit then finds it on hand or to buy.
 */
const SALT_IN_STEP = /\b(?:salt|salted)\b/i;
/** Black pepper in a step: 'pepper' that is not bell, chili, red or cayenne pepper, nor pepper flakes. */
const PEPPER_IN_STEP = /(?<!\b(?:bell|chili|chile|red|green|yellow|cayenne|jalape\w*|sweet|hot)\s)\bpepper\b(?!\s*(?:flakes|corns?\s+sauce|jack))/i;

export function withSeasoningLines(ingredients: readonly string[], instructions: readonly string[]): string[] {
  const steps = instructions.join('\n');
  const lines = [...ingredients];
  const listed = lines.join('\n');
  const needsSalt = SALT_IN_STEP.test(steps) && !/\bsalt\b/i.test(listed);
  const needsPepper = PEPPER_IN_STEP.test(steps) && !/\b(?:black |white )?pepper\b(?!\s*flakes)/i.test(listed.replace(/\b(?:bell|chili|chile|red|green|yellow|cayenne|sweet|hot) peppers?\b/gi, ''));
  if (needsSalt && needsPepper) lines.push('Salt and black pepper to taste');
  else if (needsSalt) lines.push('Salt to taste');
  else if (needsPepper) lines.push('Black pepper to taste');
  return lines;
}
