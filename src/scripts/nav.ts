// Navigation behaviour for SiteNav.astro: the mobile menu panel and the desktop About dropdown.
// Each button's aria-expanded is the only state; global.css shows or hides the lists from it.
// Without this script (no `.js` class on <html>) the CSS falls back to showing the links.
import { applyAuthHint, AUTH_HINT_EVENT, readAuthHint, writeAuthHint, type AuthHint } from '../stores/authHint';

const OPEN_DELAY_MS = 100; // spec 9: the sub-menu opens on hover after 100 ms
const GRACE_MS = 300; // spec 9: pointer-grace timer, so a pointer slipping off does not snap it shut

const desktop = matchMedia('(min-width: 56.25rem)'); // same breakpoint as global.css (900px)
const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';
const setOpen = (button: Element, open: boolean) => button.setAttribute('aria-expanded', String(open));

// Each open menu can close itself on Escape; returns true when it did.
const escapers: Array<() => boolean> = [];

// The kind of pointer behind the latest interaction ('' after a key press), so focus that comes
// from a click or tap is told apart from keyboard focus.
let lastPointer = '';
document.addEventListener('pointerdown', (event) => (lastPointer = event.pointerType), true);
document.addEventListener('keydown', () => (lastPointer = ''), true);

function initPanel(nav: HTMLElement) {
  const toggle = nav.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  if (!toggle) return;
  toggle.addEventListener('click', () => setOpen(toggle, !isOpen(toggle)));
  // Following a link (even a same-page #hash) must not leave the panel covering the page.
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(toggle, false);
  });
  escapers.push(() => {
    if (desktop.matches || !isOpen(toggle)) return false;
    setOpen(toggle, false);
    toggle.focus();
    return true;
  });
}

function initDropdown(item: HTMLElement) {
  const button = item.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (!button) return;
  let timer = 0;
  const set = (open: boolean, delay = 0) => {
    clearTimeout(timer);
    if (delay) timer = window.setTimeout(() => setOpen(button, open), delay);
    else setOpen(button, open);
  };
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse' && desktop.matches;

  item.addEventListener('pointerenter', (event) => {
    if (isMouse(event)) set(true, isOpen(button) ? 0 : OPEN_DELAY_MS);
  });
  item.addEventListener('pointerleave', (event) => {
    if (isMouse(event)) set(false, isOpen(button) ? GRACE_MS : 0);
  });
  button.addEventListener('click', (event) => {
    // A mouse click normally lands after hover has opened the menu: keep it open, don't toggle it shut.
    set(event.detail > 0 && lastPointer === 'mouse' && desktop.matches ? true : !isOpen(button));
  });
  // Keyboard focus arriving from outside opens it; a click's focus is left to the click handler.
  item.addEventListener('focusin', (event) => {
    if (desktop.matches && !lastPointer && !item.contains(event.relatedTarget as Node | null)) set(true);
  });
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null) && !item.matches(':hover')) set(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!item.contains(event.target as Node)) set(false);
  });
  escapers.push(() => {
    if (!desktop.matches || !isOpen(button)) return false;
    set(false);
    if (item.contains(document.activeElement)) button.focus();
    return true;
  });
}

for (const nav of document.querySelectorAll<HTMLElement>('[data-site-nav]')) {
  initPanel(nav);
  nav.querySelectorAll<HTMLElement>('[data-dropdown]').forEach(initDropdown);
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') escapers.some((close) => close());
});

// Signed-in extras (Dashboard, Admin, Sign out) from the hint the auth store leaves in localStorage:
// no Firebase on content pages. Sign out loads the auth module only when pressed.

applyAuthHint(readAuthHint());
window.addEventListener('storage', () => applyAuthHint(readAuthHint()));
// A sign-in or sign-out on this page (the event carries the hint: storage may be unavailable).
window.addEventListener(AUTH_HINT_EVENT, (event) => applyAuthHint((event as CustomEvent<AuthHint | null>).detail));
document.querySelectorAll<HTMLButtonElement>('[data-sign-out]').forEach((button) => {
  button.addEventListener('click', async () => {
    button.disabled = true;
    writeAuthHint(null);
    try {
      const { signOutUser } = await import('../stores/auth');
      await signOutUser();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    window.location.assign('/');
  });
});
