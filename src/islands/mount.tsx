// Mounts a React island from a bundled page script (`<script>import ...</script>` in the .astro page).
// Astro's own hydration needs inline scripts, which the site's CSP (`script-src 'self'`) refuses; a
// bundled module script is a file, so it is allowed.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export function mountIsland(elementId: string, Component: ComponentType): void {
  const element = document.getElementById(elementId);
  if (!element) return;
  element.textContent = '';
  createRoot(element).render(
    <StrictMode>
      <Component />
    </StrictMode>,
  );
}
