#!/usr/bin/env node
// The terminal assistant, compiled to dist/ by npm install (the package's prepare script).
await import('../dist/scripts/assist.js');
