/** The offline chef's understanding of kitchen questions (issue 31): normalising, classifying, retrieving. */
export * from './classify.js';
export * from './normalise.js';
export * from './retrieve.js';
export * from './conversion-question.js';
export * from './off-topic-model.js';
