// Islands mount the site's toast region (src/islands/ui/toastRegion.ts) through this; it draws nothing itself.
// The region's code loads after the screen's first paint: a toast raised before it arrives waits in the store and
// shows when it does. It also brings the kit's styles (buttons, spinner, dialog) to every island.
import { useEffect } from 'react';
import './ui/kit.css';

export default function Toaster() {
  useEffect(() => {
    import('./ui/toastRegion')
      .then(({ startToastRegion }) => startToastRegion())
      .catch((error: unknown) => console.error('The notifications could not be shown on this page.', error));
  }, []);
  return null;
}
