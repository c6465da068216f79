import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A password field with a Show password toggle, for the sign-in, sign-up and reset forms. */
export function PasswordInput({
  control,
  value,
  onChange,
  autoComplete,
  disabled,
}: {
  control: FieldControlProps & { required?: boolean };
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  disabled: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...control}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        className="pr-12"
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 text-muted-foreground"
        aria-label="Show password"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}
