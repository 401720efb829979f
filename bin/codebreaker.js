#!/usr/bin/env node
// codebreaker <command> [options]: runs the compiled code of dist/ (npm install compiles it,
// through the package's prepare script). The exit status is the command's: 0, 1 or 2.
import { start } from './start.js';

await start([]);
