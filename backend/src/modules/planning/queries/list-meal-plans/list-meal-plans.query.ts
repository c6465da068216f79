// published for other modules (the MCP server lists meal plans); the class lives there
export { ListMealPlansQuery } from '../../../../platform/integration/planning/list-meal-plans.query.js';
