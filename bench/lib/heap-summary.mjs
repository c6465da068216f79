// What a V8 heap snapshot (`.heapsnapshot`, as --heapsnapshot-signal writes it) holds: the self
// sizes of its objects summed by kind — strings, compiled code, arrays, and objects by constructor
// name — the largest first. Self sizes add up to the used heap; they do not say who keeps an object
// alive, but they name what the megabytes are.
import fs from 'node:fs';

/** Groups of a parsed snapshot, largest first: `{ group, mb, count }`, and the total in MB. */
export function summarizeHeap(snapshot, top = 15) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const { nodes, strings } = snapshot;
  const groups = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const group = groupOf(types[nodes[i + typeAt]], strings[nodes[i + nameAt]]);
    const size = nodes[i + sizeAt];
    total += size;
    const entry = groups.get(group) ?? { group, bytes: 0, count: 0 };
    entry.bytes += size;
    entry.count += 1;
    groups.set(group, entry);
  }
  const mb = (bytes) => Math.round(bytes / 1e5) / 10;
  const largest = [...groups.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top);
  return { totalMb: mb(total), objects: nodes.length / width, groups: largest.map(({ group, bytes, count }) => ({ group, mb: mb(bytes), count })) };
}

function groupOf(type, name) {
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return 'strings';
  if (type === 'code') return 'compiled code';
  if (type === 'closure') return 'functions';
  if (type === 'array') return `arrays (${name || 'internal'})`;
  if (type === 'hidden' || type === 'object shape') return `V8 internals (${type})`;
  if (type === 'object') return `objects: ${name || '(anonymous)'}`;
  return `${type}${name ? `: ${name}` : ''}`;
}

export function summarizeHeapFile(file, top) {
  return summarizeHeap(JSON.parse(fs.readFileSync(file, 'utf8')), top);
}
