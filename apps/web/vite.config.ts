// Vite build of the web app: React, Tailwind 4, the dev proxy to the API and a small, split production build.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API the dev server and `vite preview` forward /api to (the server's default port).
const apiOrigin = process.env.NOVA_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
