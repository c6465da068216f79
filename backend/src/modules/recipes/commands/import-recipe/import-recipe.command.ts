// published for other modules (the MCP server imports recipes); the class lives there
export { ImportRecipeCommand } from '../../../../platform/integration/recipes/import-recipe.command.js';
