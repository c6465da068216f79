import type { AuthUser } from '@sous/contracts';
import { useState } from 'react';

export function initialsOf(user: Pick<AuthUser, 'firstName' | 'lastName'> | null | undefined): string {
  const letters = [user?.firstName, user?.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || 'U';
}

/** Spec 001 §2: the profile image, or the initials when there is none (or it fails to load). */
export function UserAvatar({ user }: { user: AuthUser | null | undefined }) {
  const [broken, setBroken] = useState(false);
  const src = user?.profileImageUrl;
  return (
    <span aria-hidden className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-xs font-semibold text-primary-foreground">
      {src && !broken ? <img src={src} alt="" className="size-full object-cover" onError={() => setBroken(true)} /> : initialsOf(user)}
    </span>
  );
}
