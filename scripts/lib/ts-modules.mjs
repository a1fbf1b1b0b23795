// @ts-check
// Lets a plain `node` script import the project's TypeScript modules (netlify/lib, src/lib): Node 24 strips
// the types itself; this hook only adds the ".ts" extension that the source leaves out of relative imports.
import { registerHooks } from 'node:module';

const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!(specifier.startsWith('./') || specifier.startsWith('../')) || HAS_EXTENSION.test(specifier)) throw error;
      for (const suffix of ['.ts', '.mts', '/index.ts']) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          /* try the next one */
        }
      }
      throw error;
    }
  },
});
