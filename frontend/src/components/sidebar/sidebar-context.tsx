import { sidebar } from '@sous/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isTypingTarget } from '@/lib/typing-target';
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

  // Spec 000 §2: like every shortcut but Escape, Cmd/Ctrl+B is ignored while typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
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
