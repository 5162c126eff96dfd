import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';

const NAVIGATION_ID = 'navegacion-principal';

/**
 * The sidebar as a menu on a narrow screen: the header's button opens it and the focus moves to
 * its first link (the menu comes before the header in the page); following a link or Escape
 * closes it and hands the focus back to the button, so a keyboard user never lands on a link that
 * has just vanished. On a wide screen the button is hidden and the sidebar always shows.
 */
export function useNavigationMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigation = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) navigation.current?.querySelector('a')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return {
    open,
    button: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': NAVIGATION_ID,
      onClick: () => setOpen(!open),
    },
    navigation: {
      ref: navigation,
      id: NAVIGATION_ID,
      onClick: (event: MouseEvent) => {
        if (open && (event.target as Element).closest('a')) close();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (open && event.key === 'Escape') close();
      },
    },
  };
}

export type NavigationMenu = ReturnType<typeof useNavigationMenu>;
