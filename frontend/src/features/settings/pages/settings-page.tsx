import { navText } from '@sous/contracts';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '@/lib/theme';
import { cn } from '@/lib/utils';

const themeOptions: { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

export function SettingsPage() {
  const [theme, setTheme] = useState(readThemeChoice);
  const choose = (value: ThemeChoice) => {
    setTheme(value);
    saveThemeChoice(value);
  };
  return (
    <PageContainer>
      <PageHeader title={navText.settings} description="Preferences for this device" />
      <Card>
        <CardHeader>
          <CardTitle id="appearance-heading">Appearance</CardTitle>
          <CardDescription>System follows your device’s light or dark setting.</CardDescription>
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
      <p className="mt-6 text-sm text-muted-foreground">
        Household, diet, allergen and notification preferences arrive with account setup in the next update.
      </p>
    </PageContainer>
  );
}
