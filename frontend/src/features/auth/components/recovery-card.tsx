import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { rememberAuthTab } from '../lib/auth-tab';

export const recoveryLinkClass =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring md:min-h-9';

/** Back to the email log-in form, on its Log In tab. */
export function BackToLogIn() {
  return (
    <Link to="/?auth=email" replace onClick={() => rememberAuthTab('log-in')} className={recoveryLinkClass}>
      <ArrowLeft aria-hidden className="size-4" />
      Back to log in
    </Link>
  );
}

/** The card of the two account recovery screens (forgot password, reset password): the page's heading. */
export function RecoveryCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card className="w-full shadow-lg">
      <CardHeader>
        <h1 className="text-xl leading-tight font-semibold">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
