import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server forwards /api to the fake API: API_PROXY_TARGET (`npm run dev` sets it), else port 3000. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true } };

/**
 * Chunks: React and the router (every page runs them) are one vendor chunk, cached across releases. Everything
 * else the first page (the sign-in page, rendered by the light shell app/PortalRoot.tsx) loads statically is
 * one chunk with the entry: one request, and gzip sees it whole (about 10 KB less than the same code in a
 * dozen small chunks). The rest is split by route (each feature's screens are lazy), so what only a later
 * screen uses (react-admin, react-query, forms, maps, dialogs) never loads with the sign-in page.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
  { name: 'first-page', tags: ['$initial' as const], priority: 10 },
  { name: 'mui-system', test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils))[\\/]/ },
  // Validation only: its own chunk, so it never rides along with a module the first page needs.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps stay out of the public build unless asked for: SOURCEMAP=true npm run build.
    sourcemap: process.env.SOURCEMAP === 'true',
    // scripts/size.mjs reads what the sign-in page loads from the manifest.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
