/// <reference types="vitest" />

import { defineConfig } from 'vitest/config';

// The end-to-end suite starts the app in local containers with its own throwaway secret.
export default defineConfig({
  test: {
    globalSetup: ['./setup/startContainers.ts', './setup/seed.ts'],
    include: ['tests/**/*.test.ts'],
    env: {
      // ok: node.jwt.hardcoded-secret-constant
      NEXTAUTH_SECRET: 'secret',
    },
  },
  define: {
    // ruleid: node.jwt.hardcoded-secret-constant
    jwtSecret: '"inlined-into-the-bundle"',
  },
});
