import type { ReactNode } from 'react';

export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">{title}</h1>
        {description !== undefined && <p className="mt-1 text-sm text-muted-foreground md:text-base">{description}</p>}
      </div>
      {children}
    </header>
  );
}

/** The standard width and padding of a page inside the shell. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8">{children}</div>;
}
