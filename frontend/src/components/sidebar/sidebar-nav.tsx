import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useMatch } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Separator } from '@/components/ui/separator';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { useSidebarCollapsed } from './sidebar';
import { useSidebar } from './sidebar-context';
import { useSectionOpen } from './use-section-open';

const rowClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-2.5 text-sm text-sidebar-foreground transition-colors duration-150 hover:bg-sidebar-active/60 focus-visible:outline-2 focus-visible:outline-ring md:min-h-9 [&>svg]:size-4 [&>svg]:shrink-0';
const activeClass = 'bg-sidebar-active font-medium text-sidebar-active-foreground';

/** In the icon rail a row keeps its name as a tooltip and accessible name. */
function RailTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** Badges are read as part of the name, e.g. "Pantry (3)", instead of running into it ("Pantry3"). */
const withCount = (label: string, count: number | undefined) => (count === undefined ? undefined : `${label} (${count})`);

/** Closes the mobile drawer once a link is followed. */
function useCloseDrawer() {
  const { isMobile, setOpenMobile } = useSidebar();
  return () => {
    if (isMobile) setOpenMobile(false);
  };
}

export interface SidebarLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  count?: number;
  /** Only the exact path is active (for `/`). */
  end?: boolean;
}

export function SidebarLink({ to, label, icon: Icon, count, end = false }: SidebarLinkProps) {
  const collapsed = useSidebarCollapsed();
  const closeDrawer = useCloseDrawer();
  // A string class (not NavLink's function form): the tooltip trigger's Slot can only merge strings.
  const isActive = useMatch({ path: to, end }) !== null;
  const link = (
    <NavLink
      to={to}
      end={end}
      onClick={closeDrawer}
      aria-label={collapsed ? label : withCount(label, count)}
      className={cn(rowClass, collapsed && 'justify-center px-0', isActive && activeClass)}
    >
      <Icon aria-hidden />
      {!collapsed && <span className="min-w-0 flex-1 truncate">{label}</span>}
      {!collapsed && count !== undefined && <Badge variant="outline">{count}</Badge>}
    </NavLink>
  );
  return collapsed ? <RailTooltip label={label}>{link}</RailTooltip> : link;
}

/** A link inside a nested group, with its item count. */
export function SidebarSubLink({ to, label, count }: { to: string; label: string; count?: number }) {
  const closeDrawer = useCloseDrawer();
  return (
    <NavLink
      to={to}
      end
      onClick={closeDrawer}
      aria-label={withCount(label, count)}
      className={({ isActive }) => cn(rowClass, 'gap-2 pl-3 text-[0.8125rem]', isActive && activeClass)}
    >
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && <Badge variant="outline">{count}</Badge>}
    </NavLink>
  );
}

/** A titled section whose open state is remembered; in the icon rail only its icons remain. */
export function SidebarSection({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const collapsed = useSidebarCollapsed();
  const [open, setOpen] = useSectionOpen(id);
  if (collapsed) {
    return (
      <div role="group" aria-label={label} className="flex flex-col gap-1">
        <Separator className="my-1 bg-sidebar-border" />
        {children}
      </div>
    );
  }
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="flex flex-col">
      <CollapsibleTrigger className="group flex min-h-11 items-center justify-between rounded-md px-2.5 text-xs font-semibold tracking-wide text-sidebar-muted uppercase hover:text-sidebar-foreground md:min-h-8">
        {label}
        <ChevronRight aria-hidden className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-90" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <div role="group" aria-label={label} className="flex flex-col gap-0.5 pb-1">
          {children}
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}

export interface SidebarNestedGroupProps {
  id: string;
  label: string;
  icon: LucideIcon;
  count: number;
  /** Where the icon rail's single button leads, since the rail cannot show the nested links. */
  railHref: string;
  children: ReactNode;
}

/** A collapsible entry such as Food Groups or All Items, with a count badge and nested links. */
export function SidebarNestedGroup({ id, label, icon: Icon, count, railHref, children }: SidebarNestedGroupProps) {
  const collapsed = useSidebarCollapsed();
  const [open, setOpen] = useSectionOpen(id, false);
  if (collapsed) return <SidebarLink to={railHref} label={label} icon={Icon} />;
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger className={cn(rowClass, 'group')} aria-label={withCount(label, count)}>
        <Icon aria-hidden />
        <span className="min-w-0 flex-1 truncate text-left">{label}</span>
        <Badge variant="outline">
          {count}
        </Badge>
        <ChevronRight aria-hidden className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-90" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <div className="ml-4 flex flex-col gap-0.5 border-l border-sidebar-border py-1 pl-1">{children}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
