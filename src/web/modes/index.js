// @ts-check
// The modes of the Play section, in the order its Mode picker lists them; Play starts with the
// first. A new mode is a module exporting a Mode (mode.js), imported here and
// added to the list.

import { codebreakerMode } from './codebreaker.js';
import { adversaryMode } from './adversary.js';
import { challengeMode } from './challenge.js';
import { assistantMode } from './assistant.js';

/** Every mode of Play, in the Mode picker's order. @type {import('./mode.js').Mode[]} */
export const MODES = [codebreakerMode, adversaryMode, challengeMode, assistantMode];
