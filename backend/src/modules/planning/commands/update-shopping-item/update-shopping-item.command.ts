// published for other modules (the MCP server checks items off); the class lives there
export { UpdateShoppingItemCommand } from '../../../../platform/integration/planning/update-shopping-item.command.js';
