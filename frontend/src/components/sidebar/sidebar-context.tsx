import { sidebar } from '@sous/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';

export interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false); remembered in the cookie. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the drawer is showing. Not remembered: a drawer starts closed. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
}

export const mobileQuery = `(max-width: ${sidebar.mobileBreakpointPx - 0.02}px)`;

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(mobileQuery);
  const [open, setOpenState] = useState(readSidebarOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Cmd/Ctrl+B works everywhere, inputs included: it is the sidebar's own shortcut, not a page one.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
