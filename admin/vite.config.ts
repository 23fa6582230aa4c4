import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server forwards /api to the fake API: API_PROXY_TARGET (`npm run dev` sets it), else port 3000. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  // The console is served under /admin/ by the one server; the portal owns /.
  base: '/admin/',
  envPrefix: ['VITE_', 'API_URL'],
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'ra-core', '@tanstack/react-query', '@mui/material'],
  },
  server: { port: 5174, strictPort: false, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps stay out of the public build unless asked for: SOURCEMAP=true npm run build.
    sourcemap: process.env.SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        // The framework every page runs on, in one long-cached chunk that changes only when React does. The
        // rest is split by the screens' lazy imports: @mui/material or react-admin as one group would pull
        // every component any screen uses into the login page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
