import { offTopicProbability, normaliseQuestion, classifyQuestion, retrieveFacts } from '@sous/kitchen';
const qs = process.argv.slice(2);
for (const q of qs) { const t = normaliseQuestion(q); console.log(offTopicProbability(t).toFixed(3), classifyQuestion(t).map(s=>s.topic+':'+s.score).join(','), '|', retrieveFacts(t,1)[0]?.confidence?.toFixed(2), '|', q); }
