#!/usr/bin/env node
// Runs the terminal assistant (scripts/assist.ts) with tsx's loader, which the package depends on,
// so the installed command needs no build step.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../scripts/assist.ts', import.meta.url));
const result = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), script, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
