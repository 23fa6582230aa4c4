import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the standalone dev server (`npm run dev -w portal`) forwards /api: the fake API on its default port. */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  // The portal owns / on the one server; the console lives under /admin/.
  base: '/',
  envPrefix: ['VITE_', 'API_URL'],
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'ra-core', '@tanstack/react-query', '@mui/material'],
  },
  server: { port: 5173, strictPort: false, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2500 },
});
