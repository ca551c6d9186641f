import type { PublicMenuGroup } from '@app/contract/menu';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { fallbackLang } from '../../lib/content-language';
import { useHydrated } from '../../lib/use-hydrated';
import classes from './main-header.module.css';
import { MenuLink } from './menu-link';

/** Whether the page is in the group: at or under one of its links, or under its section. */
function inGroup(group: PublicMenuGroup, pathname: string) {
  const paths = group.children.flatMap((link) =>
    link.external ? [] : [new URL(link.href, 'http://site').pathname],
  );
  const prefixes = group.section === null ? paths : [...paths, group.section];
  return prefixes.some((to) => pathname === to || pathname.startsWith(`${to}/`));
}

/** Hover closes the list this long after the pointer leaves, so a diagonal move does not. */
const CLOSE_DELAY_MS = 180;

/** The group's links as list items; `onChoose` runs when one is followed. */
function GroupLinkItems({ group, onChoose }: { group: PublicMenuGroup; onChoose?: () => void }) {
  return group.children.map((link, i) => (
    <li key={`${String(i)}:${link.href}`}>
      <MenuLink link={link} className={classes.dropdownLink} onClick={onChoose} />
    </li>
  ));
}

/** The group's name, as its button shows it. */
function GroupLabel({ group }: { group: PublicMenuGroup }) {
  return (
    <>
      <span {...fallbackLang(group, 'label')}>{group.label}</span>
      <IconChevronDown size={16} aria-hidden />
    </>
  );
}

/**
 * A menu group. Rendered on the server, and until the app starts, it is a `<details>`, which
 * the browser opens by itself: the menu works without JavaScript. The app then makes it the
 * disclosure below.
 */
export function NavDropdown({ group }: { group: PublicMenuGroup }) {
  const { pathname } = useLocation();
  const active = inGroup(group, pathname);
  if (useHydrated()) return <DisclosureDropdown group={group} active={active} />;
  return (
    <details className={classes.dropdown}>
      <summary
        className={`${UnstyledButton.classes.root} ${classes.navLink ?? ''}`}
        data-active={active || undefined}
      >
        <GroupLabel group={group} />
      </summary>
      <ul className={classes.dropdownList}>
        <GroupLinkItems group={group} />
      </ul>
    </details>
  );
}

/**
 * A menu group as a disclosure (WAI-ARIA "disclosure navigation"): a button that shows and hides
 * a list of links, opened by click, Enter or hover, closed by Escape, a click elsewhere,
 * focus leaving or choosing a link. Plain links inside, so no menu roles to emulate.
 */
function DisclosureDropdown({ group, active }: { group: PublicMenuGroup; active: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse opens the list on the way to the button: the click that follows must not close it.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const hover = (next: boolean) => {
    window.clearTimeout(closeTimer.current);
    if (next) {
      if (!open) openedByHover.current = true;
      setOpen(true);
    } else {
      closeTimer.current = window.setTimeout(() => {
        setOpen(false);
      }, CLOSE_DELAY_MS);
    }
  };

  return (
    <div
      ref={root}
      className={classes.dropdown}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hover(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hover(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <UnstyledButton
        className={classes.navLink}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) setOpen(true);
          else setOpen((current) => !current);
          openedByHover.current = false;
        }}
      >
        <GroupLabel group={group} />
      </UnstyledButton>
      <ul id={listId} className={classes.dropdownList} hidden={!open}>
        {open && (
          <GroupLinkItems
            group={group}
            onChoose={() => {
              setOpen(false);
            }}
          />
        )}
      </ul>
    </div>
  );
}
