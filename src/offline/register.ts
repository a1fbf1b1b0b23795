// Registers the service worker (deferred: a module script, after the page has loaded), for signed-in visitors only:
// the app shell it precaches is of no use to anyone else. Tiny on purpose: it runs on every page (content pages
// have 5 KB of JavaScript in all), so it imports only the sign-in hint, which the navigation loads anyway. Progress
// queued offline needs nothing from here: the worker sends it before the next learner read or progress save.
import { readAuthHint } from '../stores/authHint';

if ('serviceWorker' in navigator && readAuthHint()) {
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(console.error));
}
