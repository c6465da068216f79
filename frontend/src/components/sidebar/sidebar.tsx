import { sidebar } from '@sous/contracts';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { useSidebar } from './sidebar-context';

/** True when the desktop sidebar is collapsed to its icon rail. */
const CollapsedContext = createContext(false);
export const useSidebarCollapsed = () => useContext(CollapsedContext);

/**
 * The sidebar frame: a drawer under 768 px, otherwise a sticky column that is 16rem wide or a
 * 3rem icon rail (spec 000 §9).
 */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" aria-describedby={undefined} className="bg-sidebar text-sidebar-foreground" style={{ width: sidebar.widthMobile, maxWidth: '85vw' }}>
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <CollapsedContext.Provider value={false}>{children}</CollapsedContext.Provider>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? sidebar.width : sidebar.widthIcon }}
      className="sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out md:flex"
    >
      <CollapsedContext.Provider value={!open}>{children}</CollapsedContext.Provider>
    </aside>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex h-14 shrink-0 items-center gap-2 px-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-x-hidden overflow-y-auto px-2 py-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex shrink-0 flex-col gap-1 border-t border-sidebar-border p-2', className)} {...props} />;
}
