// Component tests (docs/decisions/0011-component-tests.md): Vitest on the app's own Vite config and
// plugins, in happy-dom, with Testing Library. `*.test.tsx` beside the components; the support code
// (providers, fetch stub, builders) is in test/. Plain `*.test.ts` files stay with `node --test`.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['./test/setup.ts'],
      // Two cores: two test files at a time.
      maxWorkers: 2,
      testTimeout: 15_000,
    },
  }),
);
