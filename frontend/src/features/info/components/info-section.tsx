import type { ReactNode } from 'react';

/** One titled block of an info page; headings keep the pages navigable by screen-reader outline. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="flex flex-col gap-2 text-base leading-relaxed text-pretty [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{children}</div>
    </section>
  );
}

/** The reading column of the info pages. */
export function InfoBody({ children }: { children: ReactNode }) {
  return <div className="flex max-w-2xl flex-col gap-8">{children}</div>;
}
