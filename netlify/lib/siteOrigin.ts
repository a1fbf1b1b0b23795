// The ONE place the functions learn the site's own address (e-mail links, checkout return addresses): from
// configuration (URL, or a preview's DEPLOY_PRIME_URL), never from the request, whose Host header and URL the
// caller controls.
import { publicOrigin } from '../../src/lib/publicOrigin';
import { BUILD_DEPLOY } from './deployBuild';

/**
 * The configured public origin, e.g. "https://www.example.com"; throws when cloud mode has no URL. The deploy's
 * context and preview address come from the build's record where the process lacks them (a deployed function).
 */
export function siteOrigin(): string {
  return publicOrigin({ ...BUILD_DEPLOY, ...process.env });
}
