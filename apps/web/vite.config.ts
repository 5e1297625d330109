// Vite build of the web app: React, Tailwind 4, the dev proxy to the API and a small, split production build.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API the dev server and `vite preview` forward /api to (the server's default port).
const apiOrigin = process.env.NOVA_API_ORIGIN ?? 'http://localhost:3000';

// The shared delegated-task page has its own small entry (shared-task.html, decision 0007); the
// production server answers /shared-task/* with it, and so does the dev server here.
const sharedTaskPage: Plugin = {
  name: 'nova-shared-task-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/shared-task/')) {
        const query = req.url.indexOf('?');
        req.url = `/shared-task.html${query === -1 ? '' : req.url.slice(query)}`;
      }
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedTaskPage],
  server: {
    port: 5173,
    proxy: {
      // SSE needs the proxy to stream: http-proxy does, as long as nothing buffers the response.
      '/api': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'shared-task': fileURLToPath(new URL('./shared-task.html', import.meta.url)),
      },
    },
  },
});
