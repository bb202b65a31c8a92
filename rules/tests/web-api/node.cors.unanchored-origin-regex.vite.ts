import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';

import manifest from './manifest.json';

// Vite's own servers: `vite` while developing the extension and `vite preview`; the built
// extension ships none of this.
export default defineConfig({
  plugins: [react(), crx({ manifest })],
  server: {
    port: 5174,
    strictPort: true,
    cors: {
      // ok: node.cors.unanchored-origin-regex
      origin: [/chrome-extension:\/\//],
    },
  },
  preview: {
    // ok: node.cors.unanchored-origin-regex
    cors: { origin: /localhost/ },
  },
});
