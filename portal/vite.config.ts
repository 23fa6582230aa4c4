import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The standalone dev server (`npm run dev -w portal`) forwards /api to the fake API on its default port. */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

/**
 * Vendor chunks: only libraries every page runs (React, the router, the MUI styling engine) are grouped, so
 * they are cached across releases; everything else is split by route (each feature's screens are lazy), so
 * components only a later screen uses (maps, dialogs, the autocomplete) never load with the sign-in page.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
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
