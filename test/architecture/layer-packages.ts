/**
 * Which npm packages each layer may import (checked by import-rules.ts). To use a new package in a layer, install it
 * (package.json) and add its name to that layer's list here, in the same commit; a reviewer sees the choice in one line.
 * Node built-ins (`node:*`) are allowed only in server/ and in test code. server/ may import any package declared in
 * package.json (dependencies; its tests also devDependencies). Every package imported anywhere must be declared.
 */
export const LAYER_PACKAGES = {
  /** Pure rules: validation and date arithmetic only (time is an argument). */
  domain: ['class-validator', 'date-fns'],
  /** Interfaces only: no package at run time (an `import type` of a declared package is allowed). */
  ports: [],
  /** Views and view-models: React, MobX, injection, the accessible component kit and the UI libraries we chose. */
  ui: [
    'react',
    'react-dom',
    'mobx',
    'mobx-react-lite',
    'inversify',
    'react-aria-components',
    'signature_pad',
    '@tanstack/react-virtual',
    'recharts',
    'qrcode',
  ],
  /** Browser adapters: the vendor SDKs behind the ports, and MobX for observable results. */
  adapters: [
    '@descope/core-js-sdk',
    '@sentry/browser',
    '@stripe/stripe-js',
    '@tanstack/query-core',
    'mobx',
    '@simplewebauthn/browser',
    '@descope/user-management-widget',
    '@descope/role-management-widget',
    '@descope/access-key-management-widget',
    '@descope/audit-management-widget',
    '@descope/user-profile-widget',
    '@descope/applications-portal-widget',
  ],
  /** The composition root binds adapters to ports. */
  container: ['inversify', 'reflect-metadata'],
  /** src/main.tsx starts the app. */
  main: ['react', 'react-dom', 'reflect-metadata'],
} as const satisfies Record<string, readonly string[]>;

/** Packages that test code (tests, contract suites, fixtures, test kits) may import in any layer, beside its own. */
export const TEST_PACKAGES = [
  'vitest',
  'fast-check',
  'reflect-metadata',
  '@testing-library/react',
  '@testing-library/dom',
  '@testing-library/user-event',
];
