/**
 * codebreaker/client: a typed client of the HTTP API, version 1, and an offline walker over
 * downloaded tree files. Browser and Node 20 alike: fetch, URL, TextDecoder and typed arrays only.
 * See docs/client.md.
 */
export {
  createClient,
  historyText,
  type CallOptions,
  type ClientOptions,
  type CodebreakerClient,
  type Download,
  type FetchLike,
} from './client.ts';
export { CodebreakerError } from './errors.ts';
export { openTree, type OpenTreeOptions, type TreeFileHeader, type TreeWalker, type WalkerNext } from './walker.ts';
export type { WordListInput, WordListRef } from './word-lists.ts';
export { decodeMsgpack, MsgpackError } from './msgpack.ts';
export type * from './types.ts';
