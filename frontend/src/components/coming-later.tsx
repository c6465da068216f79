import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageContainer, PageHeader } from './page-header';

/**
 * A page whose feature is not built yet: its real heading and a plain statement of what it will
 * hold. No sample data and no buttons that would do nothing.
 */
export function ComingLaterPage({
  title,
  description,
  icon,
  emptyTitle,
  children,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  emptyTitle: string;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <EmptyState icon={icon} title={emptyTitle}>
        {children}
      </EmptyState>
    </PageContainer>
  );
}
