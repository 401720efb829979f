// What the package's commands share: load the compiled dispatcher of dist/ and run it, with one
// line (no stack trace) when dist/ has not been built.

/** Runs codebreaker with these words before the command line's own arguments; sets the exit status. */
export async function start(prefix) {
  let main;
  try {
    ({ main } = await import('../dist/scripts/cli/main.js'));
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    process.stderr.write('codebreaker: the compiled code is missing (dist/); run npm install, or npm run build\n');
    process.exitCode = 1;
    return;
  }
  process.exitCode = await main([...prefix, ...process.argv.slice(2)]);
}
