import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAddFoodAction } from '@/components/add-food-action';
import { useRecipeActions } from '@/features/recipe-generation/components/recipe-actions';
import { clearSelection } from '@/lib/selection';
import { focusSearchInput, isTypingTarget, shortcutRoutes, showCommandPaletteSoon, showShortcutHelp } from './shortcuts';

/**
 * Page shortcuts of spec 000 §2. All are ignored while typing except Escape: Radix closes the open
 * dialog or drawer (even from inside an input), and here Escape clears the selection. Cmd/Ctrl+B
 * lives with the sidebar.
 */
export function useKeyboardShortcuts(): void {
  const navigate = useNavigate();
  const openAddFood = useAddFoodAction();
  const recipeActions = useRecipeActions();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        clearSelection();
        return;
      }
      if (event.defaultPrevented || event.altKey || isTypingTarget(event.target)) return;

      if (event.key === '?') {
        event.preventDefault();
        showShortcutHelp();
        return;
      }
      if (!(event.metaKey || event.ctrlKey) || event.shiftKey) return;

      const route = shortcutRoutes[event.key];
      if (route) {
        event.preventDefault();
        void navigate(route);
      } else if (event.key.toLowerCase() === 'n' && openAddFood) {
        event.preventDefault();
        openAddFood();
      } else if (event.key.toLowerCase() === 'r' && recipeActions) {
        // Cmd/Ctrl+R generates a smart recipe instead of reloading the page (spec 000 §2).
        event.preventDefault();
        if (!recipeActions.smartRecipeDisabled) recipeActions.generateSmartRecipe();
      } else if (event.key.toLowerCase() === 'k') {
        event.preventDefault();
        showCommandPaletteSoon();
      } else if (event.key === '/') {
        if (focusSearchInput()) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, openAddFood, recipeActions]);
}
