// published for other modules (the MCP server reads the list); the class lives there
export { ListShoppingItemsQuery } from '../../../../platform/integration/planning/list-shopping-items.query.js';
