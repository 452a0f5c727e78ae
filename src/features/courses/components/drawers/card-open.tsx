import type { MouseEvent, ReactNode, Ref } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import type { CourseLaunch } from './course-drawer-launcher';

/**
 * Click handler for a whole card or header: opens unless the click landed on a control of its own
 * (a phone link, a menu, the title button).
 */
export function openOnClick(open: (() => void) | undefined) {
  if (!open) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button, [role="button"], input')) return;
    open();
  };
}

export function rideOpener(launch: CourseLaunch | null, rideId: number): (() => void) | undefined {
  const openRide = launch?.openRide;
  return openRide ? () => openRide(rideId) : undefined;
}

interface OpenTitleProps {
  onOpen: (() => void) | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The keyboard way into a drawer: the card's title as a button; plain text when it cannot open. */
export function OpenTitle({ onOpen, buttonRef, children }: OpenTitleProps) {
  if (!onOpen) return <>{children}</>;
  return (
    <ButtonBase
      ref={buttonRef}
      aria-haspopup="dialog"
      onClick={onOpen}
      // On a phone the ride number (14 px text) is 22 px high: at least 24 (WCAG 2.2 2.5.8); desktop as drawn.
      sx={{
        font: 'inherit',
        color: 'inherit',
        textAlign: 'left',
        borderRadius: 0.5,
        maxWidth: '100%',
        minHeight: { xs: 24, sm: 0 },
        minWidth: { xs: 24, sm: 0 },
      }}
    >
      {children}
    </ButtonBase>
  );
}
