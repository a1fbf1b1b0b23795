// @ts-check
// What a dynamic import asks the browser for beside its file. Vite lists the imported file's every static import,
// and its preload helper adds a <link rel="modulepreload"> to the page for each name at the moment of the import:
// for a screen's view (src/islands/viewCode.ts) that was 13-17 links, most of them for files the importing file had
// itself imported statically, and which were therefore loaded and run already (React, the session, the kit). Those are
// left out of the lists here: the same files still load, with fewer names in the islands' first files and less DOM
// work at the moment a screen asks for its view (about 7 ms of the course page's first task, profiled).

/**
 * Vite plugin: sets the client build's `modulePreload.resolveDependencies` (Astro sets the top-level `modulePreload`
 * itself, so the client environment's is set here) to leave out what the importing file loads statically.
 * @returns {import('vite').Plugin}
 */
export function modulePreloads() {
  /** @type {Record<string, { type: string, imports?: string[] }> | undefined} */
  let bundle;
  /** @type {Map<string, Set<string>>} */
  const loadedBy = new Map();

  /** The files that `fileName` imports statically, directly or through others, itself included. */
  function staticClosure(/** @type {string} */ fileName) {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const closure = new Set([fileName]);
    const pending = [fileName];
    while (pending.length) {
      const chunk = bundle?.[/** @type {string} */ (pending.pop())];
      for (const imported of chunk?.type === 'chunk' ? (chunk.imports ?? []) : []) {
        if (closure.has(imported)) continue;
        closure.add(imported);
        pending.push(imported);
      }
    }
    loadedBy.set(fileName, closure);
    return closure;
  }

  return {
    name: 'module-preloads',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              modulePreload: {
                polyfill: false,
                resolveDependencies: (_file, deps, { hostId, hostType }) => {
                  if (hostType !== 'js' || !bundle) return deps;
                  const loaded = staticClosure(hostId);
                  return deps.filter((dep) => !loaded.has(dep));
                },
              },
            },
          }
        : undefined,
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = /** @type {typeof bundle} */ (/** @type {unknown} */ (output));
        loadedBy.clear();
      },
    },
  };
}
