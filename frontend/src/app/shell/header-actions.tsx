import { Keyboard, Monitor, Moon, Plus, Sun } from 'lucide-react';
import { useState } from 'react';
import { useAddFoodAction } from '@/components/add-food-action';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { RecipeQuickActions } from '@/features/recipe-generation/components/recipe-quick-actions';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '@/lib/theme';
import { showShortcutHelp } from './shortcuts';

const nextTheme: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const themeIcon = { system: Monitor, light: Sun, dark: Moon } as const;
const themeName = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' } as const;

/** Spec 000 §2 quick action: opens the Add Food dialog (also Cmd/Ctrl+N). Labelled on wide screens. */
function AddFoodQuickAction() {
  const openAddFood = useAddFoodAction();
  if (!openAddFood) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button onClick={openAddFood} aria-label="Add Food" className="size-11 px-0 sm:size-auto sm:px-3 md:min-h-9">
          <Plus aria-hidden />
          <span className="hidden sm:inline">Add Food</span>
        </Button>
      </TooltipTrigger>
      <TooltipContent>Add food to your inventory (Ctrl+N)</TooltipContent>
    </Tooltip>
  );
}

/** The header's quick actions: Add Food, Smart Recipe and Custom Recipe (spec 000 §2). */
export function HeaderActions() {
  const [theme, setTheme] = useState(readThemeChoice);
  const ThemeIcon = themeIcon[theme];
  const cycleTheme = () => {
    const next = nextTheme[theme];
    setTheme(next);
    saveThemeChoice(next);
  };
  return (
    <div className="flex items-center gap-1">
      <AddFoodQuickAction />
      <RecipeQuickActions />
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={showShortcutHelp} aria-label="Keyboard shortcuts" className="hidden md:inline-flex">
            <Keyboard aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Keyboard shortcuts (Shift+?)</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={cycleTheme} aria-label={`${themeName[theme]}: switch to ${themeName[nextTheme[theme]].toLowerCase()}`}>
            <ThemeIcon aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{themeName[theme]}</TooltipContent>
      </Tooltip>
    </div>
  );
}
