// The ONE place the functions learn the site's own address (e-mail links, checkout return addresses): from
// configuration (URL), never from the request, whose Host header and URL the caller controls.
import { publicOrigin } from '../../src/lib/publicOrigin';

/** The configured public origin, e.g. "https://www.example.com"; throws when cloud mode has no URL. */
export function siteOrigin(): string {
  return publicOrigin(process.env);
}
