// `npm start` touches src/content/localDataset.ts when the practitioner publishes in the Studio and
// src/content/catalog.ts when the course builder changes a course (scripts/lib/local-stack.mjs), so the next page
// load reads the new content. Astro's answer to any change of a server-only module is to reload every open tab:
// a learner halfway through a sign-in link, a checkout or a form in another tab would lose it (a sign-in link
// reloaded after Firebase used it is refused as used). This plugin handles those two files itself: it forgets the
// server modules that read them and Astro's cached getStaticPaths results, and reloads no tab.

/** @param {string[]} files absolute paths of the modules whose change must not reload open pages */
export function quietContentRefresh(files) {
  const quiet = new Set(files.map((file) => file.replaceAll('\\', '/')));
  return /** @type {import('vite').Plugin} */ ({
    name: 'quiet-content-refresh',
    apply: 'serve',
    enforce: 'pre',
    hotUpdate: {
      order: 'pre',
      handler({ file, modules, timestamp }) {
        if (!quiet.has(file.replaceAll('\\', '/'))) return;
        const environment = this.environment;
        if (environment.name !== 'client') {
          /** @type {Set<import('vite').EnvironmentModuleNode>} */
          const invalidated = new Set();
          for (const mod of modules) environment.moduleGraph.invalidateModule(mod, invalidated, timestamp, true);
          // The module runner keeps its own evaluated copies (as Astro's own content refresh clears them).
          const runner =
            /** @type {{ runner?: { evaluatedModules: { getModuleById(id: string): unknown; invalidateModule(node: unknown): void } } }} */ (
              /** @type {unknown} */ (environment)
            ).runner;
          for (const mod of invalidated) {
            const evaluated = mod.id ? runner?.evaluatedModules.getModuleById(mod.id) : undefined;
            if (evaluated) runner?.evaluatedModules.invalidateModule(evaluated);
          }
          // Astro clears its cached getStaticPaths results on this event (the pages list courses and content).
          environment.hot.send('astro:content-changed', {});
        }
        // Nothing left for Vite or Astro to update: no tab reloads; each shows the change on its next load.
        return [];
      },
    },
  });
}
