import Markdown, { type Components } from 'react-markdown';

// Links leave the app in a new tab; react-markdown never renders raw HTML and drops unsafe URLs
// (javascript: and the like), so chat content cannot inject markup (DESIGN §7).
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-2 list-disc pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-2 list-decimal pl-5" />,
  p: ({ node: _node, ...props }) => <p {...props} className="my-1.5 first:mt-0 last:mb-0" />,
  code: ({ node: _node, ...props }) => <code {...props} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" />,
  pre: ({ node: _node, ...props }) => <pre {...props} className="my-2 overflow-x-auto rounded bg-muted p-2" />,
  h1: ({ node: _node, ...props }) => <h3 {...props} className="mt-2 mb-1 font-semibold" />,
  h2: ({ node: _node, ...props }) => <h3 {...props} className="mt-2 mb-1 font-semibold" />,
  h3: ({ node: _node, ...props }) => <h4 {...props} className="mt-2 mb-1 font-semibold" />,
  img: ({ node: _node, alt }) => <span>{alt}</span>,
};

/** A chat message's markdown (spec 001 §2: content sanitized before display). */
export function MarkdownContent({ text }: { text: string }) {
  return (
    <Markdown skipHtml components={components}>
      {text}
    </Markdown>
  );
}
