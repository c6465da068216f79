import { Keyboard, Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '@/lib/theme';
import { showShortcutHelp } from './shortcuts';

const nextTheme: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const themeIcon = { system: Monitor, light: Sun, dark: Moon } as const;
const themeName = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' } as const;

/**
 * The header's quick actions that exist today. Add food and generate recipe join them with the
 * inventory and recipe issues.
 */
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
