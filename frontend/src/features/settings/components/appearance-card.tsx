import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '@/lib/theme';
import { cn } from '@/lib/utils';

const themeOptions: { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/** Light, dark or the device's setting (DESIGN §9); kept on this device only. */
export function AppearanceCard() {
  const [theme, setTheme] = useState(readThemeChoice);
  const choose = (value: ThemeChoice) => {
    setTheme(value);
    saveThemeChoice(value);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle id="appearance-heading">Appearance</CardTitle>
        <CardDescription>On this device. System follows your device’s light or dark setting.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby="appearance-heading" className="grid grid-cols-3 gap-2 sm:max-w-md">
          {themeOptions.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                theme === value ? 'border-primary bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
            >
              <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => choose(value)} className="sr-only" />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
