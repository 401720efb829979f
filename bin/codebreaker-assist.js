#!/usr/bin/env node
// The terminal assistant, as codebreaker assist: runs the compiled code of dist/ (npm install
// compiles it, through the package's prepare script).
import { start } from './start.js';

await start(['assist']);
