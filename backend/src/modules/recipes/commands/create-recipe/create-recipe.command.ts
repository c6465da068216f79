// published for other modules (the MCP server saves imported recipes); the class lives there
export { CreateRecipeCommand } from '../../../../platform/integration/recipes/create-recipe.command.js';
