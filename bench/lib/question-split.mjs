import fs from 'node:fs';

/** FNV-1a of a question's id: a third of the ids (hash % 3 === 0) are held out, never tuned or trained on. */
export function isHeldOut(id) {
  let hash = 0x811c9dc5;
  for (const char of String(id)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 3 === 0;
}

/** The questions of one JSONL question file. */
export function readQuestions(file) {
  return fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line));
}
