import { lazy, Suspense } from 'react';

// The markdown renderer is the heaviest part of the screen: it loads after the first paint.
const MarkdownContent = lazy(async () => ({ default: (await import('./markdown-content')).MarkdownContent }));

/** Message text as markdown; plain text (never HTML) until the renderer has loaded. */
export function MessageContent({ text }: { text: string }) {
  return (
    <div className="text-sm leading-relaxed break-words [overflow-wrap:anywhere]">
      <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <MarkdownContent text={text} />
      </Suspense>
    </div>
  );
}
