// The format of users' own lists, as the family that takes them registers it (core/family.ts):
// what the store checks, writes and names them by, without naming the game.
import type { UserListsFormat } from '../core/family.ts';
import { FAMILIES } from '../core/variants/families.ts';

/** The families' formats of users' lists: the word-lists API names no family, so one takes them. */
const formats = FAMILIES.flatMap((f): UserListsFormat[] => (f.userListsFormat === undefined ? [] : [f.userListsFormat]));
if (formats.length !== 1) throw new Error(`one game family takes users' lists, not ${formats.length}`);

/** How users' lists are checked, written and named: the format of the family that takes them. */
export const USER_LISTS_FORMAT: UserListsFormat = formats[0]!;
