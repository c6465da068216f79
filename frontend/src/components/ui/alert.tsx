import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex items-start gap-3 rounded-lg border p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      default: 'border-border bg-card text-card-foreground',
      destructive: 'border-expired/40 bg-expired-soft text-foreground [&>svg]:text-expired',
    },
  },
  defaultVariants: { variant: 'default' },
});

/**
 * An inline message. Destructive alerts are announced (`role="alert"`); the others are a status.
 * Pass `children` for the text and optionally `action` for a trailing control (e.g. dismiss).
 */
export function Alert({
  className,
  variant,
  children,
  action,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants> & { action?: ReactNode }) {
  const Icon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div role={variant === 'destructive' ? 'alert' : 'status'} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden />
      <div className="min-w-0 flex-1 text-pretty">{children}</div>
      {action}
    </div>
  );
}
