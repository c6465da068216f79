import { SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <h1 className="sr-only">Page not found</h1>
      <EmptyState icon={SearchX} title="We couldn’t find that page">
        <p>
          Nothing lives at <code className="rounded bg-muted px-1 py-0.5 break-all">{pathname}</code>.
        </p>
        <Button asChild className="mt-4">
          <Link to="/">Back to the kitchen</Link>
        </Button>
      </EmptyState>
    </PageContainer>
  );
}
