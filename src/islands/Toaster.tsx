// Islands mount the site's toast region (src/islands/ui/toastRegion.ts) through this; it draws nothing itself.
// It also brings the kit's styles (buttons, spinner, dialog) to every island.
import { useEffect } from 'react';
import { startToastRegion } from './ui/toastRegion';
import './ui/kit.css';

export default function Toaster() {
  useEffect(() => startToastRegion(), []);
  return null;
}
